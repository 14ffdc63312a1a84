/**
 * The sha256 sources a Content-Security-Policy needs for the inline code the site really runs: the
 * inline <script> and <style> elements Astro writes into the built pages, and the style element
 * sonner injects when the first toast shows. JSON-LD and other data scripts never run, so they
 * need no hash.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

/**
 * 'sha256-…' of exactly the text between the tags, as the browser hashes it (its UTF-8 bytes).
 * `latin1`: the text was read from the file as latin1, one character per byte, so its characters
 * are those bytes.
 */
export const cspHash = (text: string, encoding: 'utf8' | 'latin1' = 'utf8') =>
  `'sha256-${createHash('sha256').update(text, encoding).digest('base64')}'`;

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
/** A `src` attribute, not one whose name ends so (`data-src`). */
const SRC = /(?:^|\s)src\s*=/i;
const EXECUTABLE_TYPES = new Set([
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
]);

function runs(attributes: string): boolean {
  if (SRC.test(attributes)) return false;
  const type = TYPE.exec(attributes)?.[1]?.toLowerCase();
  return type === undefined || EXECUTABLE_TYPES.has(type);
}

/**
 * The hashes of one page's inline scripts that run and of its inline styles. The tags are ASCII, so
 * a page read as latin1 (much faster to read than UTF-8) is searched the same way.
 */
export function pageInlineHashes(html: string, encoding: 'utf8' | 'latin1' = 'utf8'): InlineHashes {
  const scripts = [...html.matchAll(SCRIPT)]
    .filter((m) => runs(m[1] ?? ''))
    .map((m) => cspHash(m[2] ?? '', encoding));
  const styles = [...html.matchAll(STYLE)].map((m) => cspHash(m[1] ?? '', encoding));
  return { scripts, styles };
}

/** Gathers the distinct inline hashes of pages given one at a time. */
export function inlineHashCollector() {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  return {
    add(html: string, encoding: 'utf8' | 'latin1' = 'utf8') {
      const found = pageInlineHashes(html, encoding);
      for (const h of found.scripts) scripts.add(h);
      for (const h of found.styles) styles.add(h);
    },
    /** Every hash added so far, sorted. */
    hashes: (): InlineHashes => ({ scripts: [...scripts].sort(), styles: [...styles].sort() }),
  };
}

/** Every distinct inline hash across the built pages under `clientDir`, sorted. */
export async function siteInlineHashes(clientDir: string): Promise<InlineHashes> {
  const pages = (await readdir(clientDir, { recursive: true })).filter((f) => f.endsWith('.html'));
  const collector = inlineHashCollector();
  for (const page of pages) collector.add(await readFile(path.join(clientDir, page), 'utf8'));
  return collector.hashes();
}

/**
 * Sonner adds its stylesheet with `__insertCSS("…")` when it loads; the bundler keeps that string
 * as it is, so the installed package gives the hash. It appends the <style> element before its
 * text, and the browser checks the empty element too, so the empty text needs its hash as well.
 */
export async function sonnerStyleHashes(): Promise<string[]> {
  const file = new URL(import.meta.resolve('sonner'));
  const source = await readFile(file, 'utf8');
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
  if (!literal)
    throw new Error(
      `sonner's injected stylesheet was not found in ${file.pathname}: ` +
        'its CSP hash cannot be computed (did sonner change how it adds its styles?)',
    );
  return [cspHash(JSON.parse(literal) as string), cspHash('')];
}
