import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cspHash, pageInlineHashes, sonnerStyleHashes } from './inline-hashes.ts';
import {
  formatHeadersFile,
  headerMatcher,
  IMMUTABLE,
  loadHeaderRules,
  parseHeadersFile,
  siteHeaderRules,
} from './site-headers.ts';

const page = `<!doctype html><html><head>
<style>astro-island{display:contents}</style>
<script type="application/ld+json">{"@type":"Product"}</script>
<script type="module" src="/_astro/page.js"></script>
</head><body><script>(()=>{self.Astro={}})();</script><script type="module">import "/_astro/x.js";</script>
<script data-src="/_astro/y.js">import(document.currentScript.dataset.src);</script></body></html>`;

describe('inline hashes', () => {
  it('hashes exactly the text between the tags, like the browser', () => {
    expect(cspHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it('covers inline scripts that run (data-src is not src) and inline styles, not JSON-LD nor external scripts', () => {
    const found = pageInlineHashes(page);
    expect(found.scripts).toEqual([
      cspHash('(()=>{self.Astro={}})();'),
      cspHash('import "/_astro/x.js";'),
      cspHash('import(document.currentScript.dataset.src);'),
    ]);
    expect(found.styles).toEqual([cspHash('astro-island{display:contents}')]);
  });

  it('finds the stylesheet sonner injects at run time, and allows its element while still empty', async () => {
    const [sheet, empty] = await sonnerStyleHashes();
    expect(sheet).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(empty).toBe(cspHash(''));
  });
});

describe('site header rules', () => {
  let client: string;
  beforeEach(async () => {
    client = await mkdtemp(path.join(tmpdir(), 'site-headers-test-'));
    await mkdir(path.join(client, 'data'));
    await writeFile(path.join(client, 'index.html'), page);
    await writeFile(path.join(client, 'data', 'search-0123456789ab.json'), '[]');
  });
  afterEach(async () => {
    await rm(client, { recursive: true, force: true });
  });

  it('puts the security headers on every path and long caching on hashed files only', async () => {
    const headersFor = headerMatcher(await siteHeaderRules(client));
    const home = new Map(headersFor('/'));
    expect(home.get('Content-Security-Policy')).toContain(cspHash('(()=>{self.Astro={}})();'));
    expect(home.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(home.get('X-Frame-Options')).toBe('DENY');
    expect(home.get('X-Content-Type-Options')).toBe('nosniff');
    expect(home.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(home.get('Permissions-Policy')).toBe('camera=(), microphone=(), geolocation=()');
    expect(home.has('Cache-Control')).toBe(false);
    for (const asset of [
      '/_astro/page.js',
      '/_img/ab12-320.webp',
      '/data/search-0123456789ab.json',
    ]) {
      expect(new Map(headersFor(asset)).get('Cache-Control')).toBe(IMMUTABLE);
    }
  });

  it('leaves /data/ uncached for good when a file there is not content-hashed', async () => {
    await writeFile(path.join(client, 'data', 'latest.json'), '[]');
    const headersFor = headerMatcher(await siteHeaderRules(client));
    expect(new Map(headersFor('/data/latest.json')).has('Cache-Control')).toBe(false);
  });

  it('reads back the _headers file it writes', async () => {
    const rules = await siteHeaderRules(client);
    const text = formatHeadersFile(rules);
    expect(text).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self';/);
    expect(parseHeadersFile(text)).toEqual(rules);
    await writeFile(path.join(client, '_headers'), '/*\n  X-Frame-Options: DENY\n');
    expect(await loadHeaderRules(client)).toEqual([
      { pattern: '/*', headers: [['X-Frame-Options', 'DENY']] },
    ]);
  });
});
