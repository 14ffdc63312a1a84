/**
 * The response headers of the shop: one list of rules (a path pattern, then `Name: value` pairs),
 * written two ways. The build writes them as `_headers` into the client folder, the format Netlify
 * and Cloudflare Pages read, which the node server applies itself; `npm run nginx-config` writes
 * them as nginx directives (nginx-config.ts). So every host sends what the browser tests saw. Both
 * leave the headers only documents act on off scripts, stylesheets and pictures (DOCUMENT_ONLY; the
 * `_headers` file cannot say so in a way every host reads). Rules never set the same header twice
 * for one path: hosts that merge matching rules would join the values.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { siteInlineHashes, sonnerStyleHashes, type InlineHashes } from './inline-hashes.ts';

export interface HeaderRule {
  /** `/*`, `/_astro/*`: `*` matches anything, slashes included. */
  pattern: string;
  headers: [name: string, value: string][];
}

export const HEADERS_FILE = '_headers';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Pages are revalidated on every visit, so a new release shows at once; hashed assets have their
 * own rules.
 */
export const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * Headers only a document acts on (a page, or a picture or feed opened on its own). A script, a
 * stylesheet or a raster picture does not carry them: on HTTP/1.1 the policy alone would weigh on
 * every such response, and on a page's many files before it can be drawn. A
 * future web worker would need its policy back: workers take theirs from their script's response.
 */
export const DOCUMENT_ONLY = new Set([
  'content-security-policy',
  'x-frame-options',
  'permissions-policy',
]);
/** The content types of documents, as a regular expression's source both servers read. */
export const DOCUMENT_TYPES = '^(text/html|image/svg\\+xml|application/xml)';

/**
 * Names content-hashed files: a new content is a new name, so the old one may be cached for good.
 */
const HASHED_NAME = /-[0-9a-f]{8,}\.[a-z]+$/;

export function contentSecurityPolicy(scripts: string[], styles: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts.join(' ')}`.trim(),
    `style-src 'self' ${styles.join(' ')}`.trim(),
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(csp: string): [string, string][] {
  return [
    ['Content-Security-Policy', csp],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
    ['X-Frame-Options', 'DENY'],
  ];
}

/**
 * The rules for the built client folder: security headers everywhere, long caching for hashed
 * files. `inline`: the pages' inline hashes when the caller has already read every page (the
 * build's scan).
 */
export async function siteHeaderRules(
  clientDir: string,
  inline?: InlineHashes,
): Promise<HeaderRule[]> {
  inline ??= await siteInlineHashes(clientDir);
  const styles = [...inline.styles, ...(await sonnerStyleHashes())];
  const rules: HeaderRule[] = [
    { pattern: '/*', headers: securityHeaders(contentSecurityPolicy(inline.scripts, styles)) },
    { pattern: '/_astro/*', headers: [['Cache-Control', IMMUTABLE]] },
    { pattern: '/_img/*', headers: [['Cache-Control', IMMUTABLE]] },
  ];
  const data = await readdir(path.join(clientDir, 'data')).catch(() => [] as string[]);
  // One rule for the folder keeps the file short however big the catalogue, so it must hold only
  // hashed names.
  if (data.length > 0 && data.every((name) => HASHED_NAME.test(name))) {
    rules.push({ pattern: '/data/*', headers: [['Cache-Control', IMMUTABLE]] });
  }
  return rules;
}

export function formatHeadersFile(rules: HeaderRule[]): string {
  return rules
    .map(
      (r) => `${r.pattern}\n${r.headers.map(([name, value]) => `  ${name}: ${value}\n`).join('')}`,
    )
    .join('\n');
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon < 0)
      throw new Error(
        `${HEADERS_FILE}: a header line outside a rule or without a colon: "${line.trim()}"`,
      );
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The rules of a built client folder: its `_headers` file, or computed when the build has none. */
export async function loadHeaderRules(clientDir: string): Promise<HeaderRule[]> {
  const text = await readFile(path.join(clientDir, HEADERS_FILE), 'utf8').catch(() => null);
  return text === null ? siteHeaderRules(clientDir) : parseHeadersFile(text);
}

const patternRegex = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );

/** A matcher giving the headers of every rule that matches a path, in rule order. */
export function headerMatcher(rules: HeaderRule[]): (pathname: string) => [string, string][] {
  const compiled = rules.map((rule) => ({
    test: patternRegex(rule.pattern),
    headers: rule.headers,
  }));
  return (pathname) =>
    compiled.filter((rule) => rule.test.test(pathname)).flatMap((rule) => rule.headers);
}
