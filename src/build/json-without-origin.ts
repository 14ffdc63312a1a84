/**
 * JSON of a value with every string that starts with the portal's origin written without it: what
 * `JSON.stringify(value, replacer)` writes with a replacer that cuts the origin off such strings,
 * made by `JSON.stringify` without one and an edit of its text. A replacer is called for every
 * value: over the 20,000 products of a large catalogue, once for the build's digest and once for
 * the pages' keys, it was most of the time those took.
 */

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * `origin` must need no escaping in JSON (an origin never does: no quote, backslash or control
 * character). A string opens where a quote follows the start, a colon, a comma or a bracket; the
 * quotes inside a string are escaped, so an origin in the middle of a text (a link in a description)
 * stays. An object's key that starts with the origin would be cut too: no key of a catalogue does.
 */
export function jsonWithoutOrigin(value: unknown, origin: string): string {
  const opening = new RegExp(`(^|[:,[])"${escaped(origin)}`, 'g');
  return JSON.stringify(value).replace(opening, '$1"');
}
