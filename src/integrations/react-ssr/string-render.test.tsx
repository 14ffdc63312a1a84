import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { useId } from 'react';
import ReactDOMServer from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isAstroReactServer, recogniseWithoutTrialRender, renderIslandsToString } from './string-render';

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

describe('function components recognised as React without a trial render', () => {
  const checkOf = (source: string) => source.slice(source.indexOf('async function check('), source.indexOf('async function getNodeWritable'));

  it("answers yes where the installed @astrojs/react's check would render the component inside Tester", () => {
    const source = readFileSync(serverFile, 'utf8');
    expect(checkOf(source)).toContain('await renderToStaticMarkup.call(this, Tester, props, children);');
    const check = checkOf(recogniseWithoutTrialRender(source));
    expect(check).not.toContain('Tester');
    expect(check).not.toContain('renderToStaticMarkup');
    // The earlier answers stay: objects, classes and forwardRef are still told apart as before.
    expect(check).toContain('Component.prototype != null');
    expect(check.trimEnd().endsWith('return true;\n}')).toBe(true);
  });

  it('fails the build, naming what to adapt, when the trial render is no longer there', () => {
    expect(() => recogniseWithoutTrialRender('async function check() { return false; }')).toThrow(/src\/integrations\/react-ssr\/string-render\.ts/);
    expect(() => recogniseWithoutTrialRender('let isReactComponent = false;')).toThrow(/return isReactComponent;/);
  });
});
