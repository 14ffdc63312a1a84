import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkNginxConfig, nginxScratchDir, removeScratchDir } from '../../dev/nginx.ts';
import {
  contentSecurityPolicy,
  DEFAULT_CACHE_CONTROL,
  IMMUTABLE,
  securityHeaders,
  type HeaderRule,
} from '../headers/site-headers.ts';
import { contentTypeOf } from '../front-server/static-files.ts';
import { nginxConfig } from './nginx-config.ts';

const csp = contentSecurityPolicy(["'sha256-abc='"], []);
const rules: HeaderRule[] = [
  { pattern: '/*', headers: securityHeaders(csp) },
  { pattern: '/_astro/*', headers: [['Cache-Control', IMMUTABLE]] },
];
const config = (extra: Partial<Parameters<typeof nginxConfig>[0]> = {}) =>
  nginxConfig({
    rules,
    upstreams: ['127.0.0.1:4331', '127.0.0.1:4332'],
    listen: '127.0.0.1:8080',
    releasesDir: '/srv/shop/releases',
    ...extra,
  });

/** The directives of the block that starts with `head`. */
function blockOf(text: string, head: string): string {
  const start = text.indexOf(`${head} {`);
  if (start < 0) throw new Error(`no block "${head}"`);
  return text.slice(start, text.indexOf('\n    }', start));
}

describe('the nginx configuration', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await nginxScratchDir();
  });
  afterEach(() => removeScratchDir(dir));

  it('passes nginx -t', async () => {
    await expect(checkNginxConfig(dir, config({ runDir: dir }))).resolves.toBeUndefined();
  });

  it("sends the rules' headers on pages, the policy only on documents, default caching where no rule sets one", () => {
    const text = config();
    const page = blockOf(text, 'location /');
    for (const [name] of securityHeaders(csp)) expect(page).toContain(`add_header ${name} `);
    expect(page).toContain(`add_header Cache-Control "${DEFAULT_CACHE_CONTROL}" always;`);
    expect(page).toMatch(/add_header Content-Security-Policy \$document_header_\d+ always;/);
    expect(page).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(text).toContain(`"~^(text/html|image/svg\\\\+xml|application/xml)" "${csp}";`);
    expect(blockOf(text, 'location ^~ /_astro/')).toContain(
      `add_header Cache-Control "${IMMUTABLE}" always;`,
    );
  });

  it('types every file as the node server does, with the charset it sends', () => {
    const text = config();
    for (const file of ['app.js', 'sitemap.xml', 'site.webmanifest', 'p.webp', 'font.woff2']) {
      const ext = file.split('.').pop() as string;
      const type = contentTypeOf(file).split(';')[0] as string;
      expect(text, file).toMatch(
        new RegExp(`"${type.replace(/[+/]/g, '\\$&')}" [^;]*\\b${ext}\\b`),
      );
    }
    const charsetTypes = /charset_types ([^;]*);/.exec(text)?.[1]?.split(' ');
    expect(charsetTypes).toEqual(
      expect.arrayContaining(['text/javascript', 'application/xml', 'application/manifest+json']),
    );
    expect(charsetTypes).not.toContain('image/webp');
  });

  it('keeps the hashed files of the release the live one replaced reachable', () => {
    expect(blockOf(config(), 'location ^~ /_astro/')).toContain(
      'try_files /current/client$uri /replaced/client$uri @shop;',
    );
  });

  it('balances the instances by least connections, and never sends a POST to a second one', () => {
    const text = config();
    expect(text).toMatch(
      new RegExp(
        [
          'upstream shop \\{',
          'zone shop 64k;',
          'least_conn;',
          'server 127\\.0\\.0\\.1:4331 max_fails=3 fail_timeout=5s;',
          'server 127\\.0\\.0\\.1:4332 max_fails=3 fail_timeout=5s;',
        ].join('\\n\\s+'),
      ),
    );
    expect(text).toContain('proxy_next_upstream error timeout http_502 http_503;');
    expect(text).not.toContain('non_idempotent');
    // The shopper's address replaces whatever the client sent.
    expect(text).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(text).not.toContain('$proxy_add_x_forwarded_for');
  });

  it('gives clients the time limits of the node server', () => {
    const text = config();
    expect(text).toContain('client_header_timeout 20s;');
    expect(text).toContain('client_body_timeout 25s;');
    expect(text).toContain('keepalive_timeout 5s;');
  });

  it('refuses rules it cannot place', () => {
    expect(() =>
      nginxConfig({
        rules: [{ pattern: '/*.js', headers: [] }],
        upstreams: ['127.0.0.1:1'],
        listen: '127.0.0.1:8080',
        releasesDir: '/r',
      }),
    ).toThrow(/cannot place/);
  });
});
