/**
 * Two rewrites of @astrojs/react's server renderer, each saving work on every island of every page:
 *
 * - Rendering: it renders each island through React's web stream (renderToReadableStream) and reads
 *   the stream back into a string. Islands never suspend, so renderToString gives the same markup,
 *   identifier prefix included; the stream's set-up, its encoding and decoding cost about a tenth of
 *   a build of tens of thousands of pages with up to fourteen islands each.
 * - Recognising: before rendering a function component, Astro asks each renderer whether it is its
 *   own, and @astrojs/react answers by rendering it once more inside a trial component. React is this
 *   shop's only framework, so every function component that reaches it is React's: the answer is yes
 *   without the trial render, which was one more React render per island (about a tenth of a product
 *   page's rendering time).
 */
const STREAMED = 'html = await renderToReadableStreamAsync(vnode, renderOptions);';
const STRING = 'html = ReactDOM.renderToString(vnode, renderOptions);';

/** The trial render that ends @astrojs/react's `check`, from its flag to its answer. */
const TRIAL_START = 'let isReactComponent = false;';
const TRIAL_END = 'return isReactComponent;';
const NO_TRIAL = 'return true;';

/** @astrojs/react's server renderer module, as Vite names it. */
export const isAstroReactServer = (id: string) => /[\\/]@astrojs[\\/]react[\\/]dist[\\/]server\.js(\?.*)?$/.test(id);

function adaptError(missing: string): Error {
  return new Error(
    `@astrojs/react's server renderer no longer has "${missing}": adapt src/integrations/react-ssr/string-render.ts to this version, or remove the integration`,
  );
}

/** `source` (@astrojs/react's dist/server.js) rendering islands with renderToString. */
export function renderIslandsToString(source: string): string {
  if (!source.includes(STREAMED)) throw adaptError(STREAMED);
  return source.replace(STREAMED, STRING);
}

/** `source` (@astrojs/react's dist/server.js) taking every function component it is asked about as React's. */
export function recogniseWithoutTrialRender(source: string): string {
  const start = source.indexOf(TRIAL_START);
  if (start < 0) throw adaptError(TRIAL_START);
  const end = source.indexOf(TRIAL_END, start);
  if (end < 0) throw adaptError(TRIAL_END);
  return source.slice(0, start) + NO_TRIAL + source.slice(end + TRIAL_END.length);
}
