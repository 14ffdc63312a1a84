/**
 * Back-office HTML is untrusted (editors paste anything, and a hostile one could paste scripts).
 * Rich text keeps a small allowlist of formatting tags; everything else is reduced to text.
 */
import sanitizeHtml from 'sanitize-html';

/** Tags whose content is never text a shopper should read. */
const NON_TEXT_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'template',
  'svg',
  'math',
];

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
    'span',
  ],
  allowedAttributes: { a: ['href', 'rel'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  nonTextTags: NON_TEXT_TAGS,
  transformTags: {
    // The product page owns the h1 and the heading levels below it.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener nofollow' } }),
  },
};

/**
 * Formatting only: no scripts, event handlers, styles, frames or images (pictures on the portal
 * host would bypass the shop's image pipeline), links only to http(s), mail and phone.
 */
export function sanitizeRichText(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, RICH_TEXT).trim() : '';
}

const TEXT_ONLY: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: NON_TEXT_TAGS,
};

/** sanitize-html escapes these in the text it returns; the callers want the characters. */
function decodeEscapes(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&amp;/g, '&');
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text of an HTML fragment as the lines a reader sees: block ends and <br> break lines. */
export function textLines(html: string | null | undefined): string[] {
  if (!html) return [];
  const broken = html.replace(/<br\s*\/?>|<\/(?:p|div|li|h[1-6]|tr|ul|ol|table)\s*>/gi, '\n');
  return decodeEscapes(sanitizeHtml(broken, TEXT_ONLY))
    .split('\n')
    .map(collapse)
    .filter((line) => line !== '');
}

/**
 * Text that sanitize-html returned with no tags left in it, as a reader sees it: its escapes
 * decoded, whitespace collapsed. What plainText gives for it, without parsing it again.
 */
export function sanitizedText(text: string): string {
  return collapse(decodeEscapes(text));
}

/** The text of an HTML fragment on one line, entities decoded, whitespace collapsed. */
export function plainText(html: string | null | undefined): string {
  return textLines(html).join(' ');
}
