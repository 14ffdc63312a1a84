/**
 * What nginx sends differently from the node front server for one address: every header the node
 * server sends must come through nginx with the same value, but those that describe one response
 * or one connection rather than the resource (they need only be there, or not even that).
 */

/** Present through both, whatever their values: they name this response. */
const PRESENT_ONLY = new Set(['date', 'etag', 'last-modified', 'x-request-id']);
/** About the connection or the transfer, not the resource: nginx and node may each do their own. */
const TRANSPORT = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'accept-ranges',
]);
/** Lists whose order says nothing. */
const TOKEN_LISTS = new Set(['vary']);

const tokens = (value: string) =>
  value
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean)
    .sort()
    .join(', ');

/**
 * The differences, each a line an operator can act on; none when nginx sends all the node server
 * does.
 */
export function headerDifferences(node: Headers, nginx: Headers): string[] {
  const differences: string[] = [];
  for (const [name, value] of node) {
    if (TRANSPORT.has(name)) continue;
    const theirs = nginx.get(name);
    if (theirs === null) differences.push(`missing ${name} (node sends "${value}")`);
    else if (PRESENT_ONLY.has(name)) continue;
    else if (TOKEN_LISTS.has(name) ? tokens(theirs) !== tokens(value) : theirs !== value)
      differences.push(`${name}: node sends "${value}", nginx "${theirs}"`);
  }
  return differences;
}
