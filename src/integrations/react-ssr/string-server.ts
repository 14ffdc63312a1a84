/**
 * react-dom/server as @astrojs/react sees it (src/integrations/react-ssr/index.ts): the same, except
 * that renderToReadableStream renders with renderToString and hands the HTML over in one chunk.
 * Islands never suspend, so both give the same markup, identifier prefix included; but a stream
 * encodes every piece of an island's HTML on its own, which cost about a tenth of a build of
 * tens of thousands of pages with fourteen islands each.
 */
import type { ReactNode } from 'react';
import ReactDOMServer, { type ServerOptions } from 'react-dom/server';

const encoder = new TextEncoder();

function renderToReadableStream(element: ReactNode, options?: ServerOptions): Promise<ReadableStream<Uint8Array>> {
  const html = ReactDOMServer.renderToString(element, { identifierPrefix: options?.identifierPrefix });
  return Promise.resolve(
    new ReadableStream({
      start(controller) {
        controller.enqueue(encoder.encode(html));
        controller.close();
      },
    }),
  );
}

export default { ...ReactDOMServer, renderToReadableStream };
