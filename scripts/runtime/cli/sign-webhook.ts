/**
 * `npm run sign-webhook`: sends a signed rebuild delivery to the publisher, as an editor's tool or
 * a CMS would, and prints the answer. Reads REBUILD_WEBHOOK_SECRET.
 *   --url URL       where to send it (default http://PUBLISHER_HOST:PUBLISHER_PORT/hooks/rebuild)
 *   --reason TEXT   what changed, carried in the body
 *   --products IDS  the products that changed ("3,17"): the rebuild reads those alone from the
 *                   portal
 *   --print         print a curl command with the signed headers instead of sending
 *   --new-secret    print a new random secret for REBUILD_WEBHOOK_SECRET and exit
 */
import { parseArgs } from 'node:util';
import { newSecret, parseSecret, rebuildDelivery } from '../publisher/signature.ts';
import { readSettings } from '../shop-src.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    reason: { type: 'string', default: 'manual rebuild' },
    products: { type: 'string' },
    print: { type: 'boolean', default: false },
    'new-secret': { type: 'boolean', default: false },
  },
});

if (values['new-secret']) {
  console.log(newSecret());
  process.exit(0);
}
const { webhookSecret, host, port } = readSettings().publisher;
if (!webhookSecret) {
  console.error("REBUILD_WEBHOOK_SECRET is not set: it must be the publisher's secret.");
  process.exit(2);
}
const url = values.url ?? `http://${host}:${port}/hooks/rebuild`;
if (values.products !== undefined && !/^\d+(,\d+)*$/.test(values.products)) {
  console.error('--products must be product ids separated by commas ("3,17").');
  process.exit(2);
}
const products = values.products?.split(',').map(Number);
const { body, headers } = rebuildDelivery([parseSecret(webhookSecret)], values.reason, {
  products,
});

if (values.print) {
  const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
  const flags = Object.entries(headers).map(([name, value]) => `-H ${quote(`${name}: ${value}`)}`);
  console.log(
    [
      'curl -sS -X POST',
      quote(url),
      "-H 'content-type: application/json'",
      ...flags,
      `--data-binary ${quote(body.toString())}`,
    ].join(' \\\n  '),
  );
  console.log('# valid for 5 minutes, once');
  process.exit(0);
}
const res = await fetch(url, {
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body,
});
console.log(`${res.status} ${await res.text()}`.trim());
process.exitCode = res.ok ? 0 : 1;
