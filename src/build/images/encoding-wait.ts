/**
 * How the end of a build waits for the pictures the catalogue loader is still encoding: the loader
 * hands the pages each picture's size as soon as it is known and leaves its widths to encode while
 * Astro builds and renders (src/build/images/pipeline.ts); the step that publishes the variants
 * (src/integrations/shop-images.ts) waits here first, so no output holds a page pointing at a
 * variant not yet written. The two run in the same thread but in module graphs of their own (the
 * content layer's and the config's), where a module's variable is not shared: globalThis is.
 */
const KEY = Symbol.for('shop.picturesEncoded');

type Holder = { [KEY]?: Promise<void> };

/** Called by the loader with the pipeline's `encoded`; a failure is the build's, when it waits. */
export function encodeInBackground(encoded: Promise<void>): void {
  // `astro dev` never waits: its failure must not end the server as an unhandled rejection.
  encoded.catch(() => {});
  (globalThis as Holder)[KEY] = encoded;
}

/** Settles when every picture this build uses is encoded; at once when none is being encoded. */
export function picturesEncoded(): Promise<void> {
  return (globalThis as Holder)[KEY] ?? Promise.resolve();
}
