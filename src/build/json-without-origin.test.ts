import { describe, expect, it } from 'vitest';
import { jsonWithoutOrigin } from './json-without-origin.ts';

const origin = 'http://127.0.0.1:4321';
const withReplacer = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'string' && v.startsWith(origin) ? v.slice(origin.length) : v,
  );

describe('JSON without the portal origin', () => {
  it('writes what a replacer cutting the origin off strings writes', () => {
    const values: unknown[] = [
      `${origin}/img/1.jpg`,
      [`${origin}/a.jpg`, `${origin}`, 'x', 1, null, `${origin}/b "quoted" é.jpg`],
      {
        images: [`${origin}/img/1.jpg`, 'https://cdn.example/2.jpg'],
        description: `<a href="${origin}/manual.pdf">Manual</a> and ${origin}/spec`,
        nested: { image: `${origin}/x.png`, list: [[`${origin}/y.png`]] },
        name: 'Cisco "CBS350" \\ switch',
        price: '1.00',
        missing: undefined,
      },
      [{ image: `${origin}/z.png` }, `${origin}:8080/other-port.png`],
    ];
    for (const value of values) expect(jsonWithoutOrigin(value, origin)).toBe(withReplacer(value));
  });

  it('takes an origin with the characters a regular expression reads', () => {
    const odd = 'https://portal.example.com:8443';
    const value = ['https://portalXexample.com:8443/a.jpg', `${odd}/b.jpg`];
    expect(jsonWithoutOrigin(value, odd)).toBe(
      '["https://portalXexample.com:8443/a.jpg","/b.jpg"]',
    );
  });
});
