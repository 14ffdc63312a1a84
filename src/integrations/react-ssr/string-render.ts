/**
 * @astrojs/react renders each island through React's web stream (renderToReadableStream) and reads
 * the stream back into a string. Islands never suspend, so renderToString gives the same markup,
 * identifier prefix included; the stream's set-up, its encoding and decoding cost about a tenth of a
 * build of tens of thousands of pages with up to fourteen islands each. This rewrites that one call
 * in @astrojs/react's server renderer.
 */
const STREAMED = 'html = await renderToReadableStreamAsync(vnode, renderOptions);';
const STRING = 'html = ReactDOM.renderToString(vnode, renderOptions);';

/** @astrojs/react's server renderer module, as Vite names it. */
export const isAstroReactServer = (id: string) => /[\\/]@astrojs[\\/]react[\\/]dist[\\/]server\.js(\?.*)?$/.test(id);

/** `source` (@astrojs/react's dist/server.js) rendering islands with renderToString. */
export function renderIslandsToString(source: string): string {
  if (!source.includes(STREAMED))
    throw new Error(
      `@astrojs/react's server renderer no longer has "${STREAMED}": adapt src/integrations/react-ssr/string-render.ts to this version, or remove the integration`,
    );
  return source.replace(STREAMED, STRING);
}
