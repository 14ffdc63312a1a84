import { describe, expect, it } from 'vitest';
import { plainText, sanitizeRichText, textLines } from './sanitize';

describe('sanitizeRichText', () => {
  it('keeps formatting and safe links, marked noopener nofollow', () => {
    expect(
      sanitizeRichText(
        '<h2>Specs</h2><ul><li><b>Fast</b></li></ul><a href="mailto:sales@example.ae" class="x">Mail</a>',
      ),
    ).toBe(
      '<h2>Specs</h2><ul><li><b>Fast</b></li></ul><a href="mailto:sales@example.ae" rel="noopener nofollow">Mail</a>',
    );
  });

  it('removes scripts, handlers, styles, frames, images and unsafe links', () => {
    const hostile =
      '<script>steal()</script><img src="x" onerror="alert(1)"><p style="color:red" onclick="x()">Hi</p>' +
      '<iframe src="https://evil.example">frame text</iframe><a href="javascript:alert(1)">a</a><a href="//evil.example">b</a>' +
      '<svg><script>1</script></svg><object data="x.swf"></object>' +
      '<table><tr><td colspan="2" onmouseover="x">c</td></tr></table>';
    expect(sanitizeRichText(hostile)).toBe(
      '<p>Hi</p><a rel="noopener nofollow">a</a><a rel="noopener nofollow">b</a>' +
        '<table><tr><td colspan="2">c</td></tr></table>',
    );
  });

  it('gives an empty string for nothing', () => {
    expect(sanitizeRichText(null)).toBe('');
  });
});

describe('plain text', () => {
  it('decodes entities and breaks lines at blocks', () => {
    expect(textLines('<h3>A &amp; B</h3><p>x &lt; y<br/>z</p><script>no</script>')).toEqual([
      'A & B',
      'x < y',
      'z',
    ]);
    expect(plainText('  <p>One</p><p>Two  &quot;2&quot;</p> ')).toBe('One Two "2"');
  });
});
