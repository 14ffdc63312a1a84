import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeXml } from './escape';

describe('escapeHtml', () => {
  it('escapes what would end an element or a double-quoted attribute, the ampersand first', () => {
    expect(escapeHtml(`<a href="/x?a=1&b=2">Tom & Jerry's</a>`)).toBe(
      `&lt;a href=&quot;/x?a=1&amp;b=2&quot;&gt;Tom &amp; Jerry's&lt;/a&gt;`,
    );
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('leaves other text, Arabic included, as it is', () => {
    expect(escapeHtml('راوتر Wi-Fi 6 – 1,299.00 درهم')).toBe('راوتر Wi-Fi 6 – 1,299.00 درهم');
  });
});

describe('escapeXml', () => {
  it('escapes both quotes as well', () => {
    expect(escapeXml(`"Pro" & 'Max' <5G>`)).toBe(
      '&quot;Pro&quot; &amp; &apos;Max&apos; &lt;5G&gt;',
    );
  });

  it('leaves out the characters XML 1.0 refuses and keeps tabs, line ends and astral characters', () => {
    expect(escapeXml('a\u0000b\u0008c\u000Bd\uFFFEe\uD800f')).toBe('abcdef');
    expect(escapeXml('line\tone\r\nline two 😀')).toBe('line\tone\r\nline two 😀');
  });
});
