import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { useId } from 'react';
import ReactDOMServer from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isAstroReactServer, renderIslandsToString } from './string-render';

function Field({ label }: { label: string }) {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{label}</label> <input id={id} />
    </p>
  );
}

const serverFile = createRequire(import.meta.url).resolve('@astrojs/react/server.js');

describe('islands rendered with renderToString', () => {
  it('gives the markup React streams, identifier prefix included', async () => {
    const element = <Field label="Price & stock" />;
    const options = { identifierPrefix: 'r7' };
    const streamed = await new Response(await ReactDOMServer.renderToReadableStream(element, options)).text();
    expect(ReactDOMServer.renderToString(element, options)).toBe(streamed);
    expect(streamed).toContain('id="_r7R_');
  });

  it("rewrites the installed @astrojs/react's stream call, and only that", () => {
    expect(isAstroReactServer(serverFile)).toBe(true);
    const source = readFileSync(serverFile, 'utf8');
    const patched = renderIslandsToString(source);
    expect(patched).toContain('html = ReactDOM.renderToString(vnode, renderOptions);');
    expect(patched).not.toContain('html = await renderToReadableStreamAsync(vnode, renderOptions);');
    expect(patched.length - source.length).toBe('ReactDOM.renderToString'.length - 'await renderToReadableStreamAsync'.length);
  });

  it('fails the build, naming what to adapt, when @astrojs/react no longer makes that call', () => {
    expect(() => renderIslandsToString('export default {};')).toThrow(/src\/integrations\/react-ssr\/string-render\.ts/);
  });
});
