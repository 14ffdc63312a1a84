/**
 * Every URL a built page references, read from its DOM (html-validate's parser, which the HTML
 * validity gate uses too): links, stylesheets, scripts, pictures, form targets, redirects, the
 * social-card URLs, and what Astro's islands load (their component and renderer modules, and the
 * data-file and picture URLs in their props).
 */
import type { HtmlElement } from 'html-validate';

export interface Reference {
  /** As written in the page, entities decoded. */
  url: string;
  /** Which element and attribute, for the failure report: `<img srcset>`. */
  where: string;
}

const single: [selector: string, attribute: string][] = [
  ['a[href], area[href], link[href]', 'href'],
  [
    'script[src], img[src], source[src], iframe[src], video[src], audio[src], track[src], embed[src]',
    'src',
  ],
  ['video[poster]', 'poster'],
  ['form[action]', 'action'],
  ['astro-island[component-url]', 'component-url'],
  ['astro-island[renderer-url]', 'renderer-url'],
  ['astro-island[before-hydration-url]', 'before-hydration-url'],
];
/** Social-card properties whose content is a URL (og:title and the like are text). */
const urlMeta = new Set([
  'og:url',
  'og:image',
  'og:image:url',
  'og:image:secure_url',
  'twitter:image',
]);

const named: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

/** html-validate keeps attribute values as written; the browser decodes character references. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return named[ref.toLowerCase()] ?? whole;
    return String.fromCodePoint(
      ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)),
    );
  });
}

const srcsetUrls = (srcset: string) =>
  srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);

/** Site paths in an island's serialised props (Astro writes each value as `[type, value]`). */
function propUrls(value: unknown, key = ''): string[] {
  if (typeof value === 'string') {
    if (key === 'srcset') return srcsetUrls(value);
    return value.startsWith('/') && !value.startsWith('//') ? [value] : [];
  }
  if (Array.isArray(value)) return value.flatMap((v) => propUrls(v, key));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => propUrls(v, k));
  return [];
}

function attribute(element: HtmlElement, name: string): string | null {
  const value = element.getAttributeValue(name);
  return value === null ? null : decodeEntities(value);
}

export function referencesIn(document: HtmlElement): Reference[] {
  const refs: Reference[] = [];
  const add = (element: HtmlElement, name: string, urls: string[]) => {
    for (const url of urls) refs.push({ url, where: `<${element.tagName} ${name}>` });
  };
  for (const [selector, name] of single) {
    for (const element of document.querySelectorAll(selector))
      add(element, name, [attribute(element, name) ?? '']);
  }
  for (const element of document.querySelectorAll('img[srcset], source[srcset]'))
    add(element, 'srcset', srcsetUrls(attribute(element, 'srcset') ?? ''));
  for (const element of document.querySelectorAll('meta[content]')) {
    const property =
      element.getAttributeValue('property') ?? element.getAttributeValue('name') ?? '';
    if (urlMeta.has(property)) add(element, 'content', [attribute(element, 'content') ?? '']);
    const refresh =
      element.getAttributeValue('http-equiv')?.toLowerCase() === 'refresh'
        ? /;\s*url=(.+)$/i.exec(attribute(element, 'content') ?? '')
        : null;
    if (refresh?.[1]) add(element, 'http-equiv=refresh', [refresh[1].trim()]);
  }
  for (const element of document.querySelectorAll('astro-island[props]'))
    add(element, 'props', propUrls(JSON.parse(attribute(element, 'props') ?? '{}')));
  return refs;
}
