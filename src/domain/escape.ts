/**
 * Text put into markup written as strings, where no framework escapes it (redirect pages, the
 * sitemap, the merchant feeds, the demo portal's pages, the bench charts). No imports: scripts/
 * load it as it is.
 */

/** Text for an HTML (or SVG) element's content or a double-quoted attribute. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Characters XML 1.0 does not allow at all, even escaped. */
// eslint-disable-next-line no-control-regex -- XML's allowed characters, which start among the control characters
const NOT_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Text for an XML element's content or attribute, either quote: the characters XML 1.0 refuses are
 * left out.
 */
export const escapeXml = (text: string) =>
  escapeHtml(text.replace(NOT_XML, '')).replace(/'/g, '&apos;');
