import { useId } from 'react';
import ReactDOMServer from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import stringServer from './string-server';

function Field({ label }: { label: string }) {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{label}</label> <input id={id} />
    </p>
  );
}

const text = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe('one-chunk renderToReadableStream', () => {
  it('gives the markup React streams, identifier prefix included', async () => {
    const element = <Field label="Price & stock" />;
    const options = { identifierPrefix: 'r7' };
    const streamed = await text(await ReactDOMServer.renderToReadableStream(element, options));
    expect(await text(await stringServer.renderToReadableStream(element, options))).toBe(streamed);
    expect(streamed).toContain('id="_r7R_');
  });
});
