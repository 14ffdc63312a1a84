/**
 * Webhook signatures in the Standard Webhooks scheme (https://www.standardwebhooks.com), signed
 * and checked by its reference library: the sender signs `${webhook-id}.${webhook-timestamp}.${raw
 * body}` under a shared secret `whsec_<base64>` and sends `webhook-signature: v1,<base64>`, possibly
 * several signatures separated by spaces while a secret is being rotated. A delivery passes when any
 * v1 signature matches and its timestamp is within five minutes of now. What is the shop's own: the
 * secret's minimum strength, and telling a malformed delivery (400) from a forged or stale one (401).
 */
import { randomBytes } from 'node:crypto';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';

/** How far from now a delivery's timestamp may be: the library's tolerance, either side. */
export const TOLERANCE_SECONDS = 5 * 60;
const SECRET_PREFIX = 'whsec_';

/** The key bytes of a `whsec_<base64>` secret; throws when it is not one. */
export function parseSecret(secret: string): Buffer {
  const trimmed = secret.trim();
  const encoded = trimmed.startsWith(SECRET_PREFIX) ? trimmed.slice(SECRET_PREFIX.length) : '';
  const key = Buffer.from(encoded, 'base64');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || key.length < 24) {
    throw new Error(
      'REBUILD_WEBHOOK_SECRET must be "whsec_" followed by at least 24 random bytes in base64 ' +
        '(npm run sign-webhook -- --new-secret makes one)',
    );
  }
  return key;
}

export function newSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

const webhookOf = (key: Buffer) => new Webhook(key, { format: 'raw' });

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** The headers of a delivery of `body`, signed with every key given (several while rotating). */
export function signDelivery(
  keys: Buffer[],
  body: Buffer,
  { id = `msg_${randomBytes(12).toString('hex')}`, now = Date.now() } = {},
): SignedHeaders {
  const seconds = Math.floor(now / 1000);
  const at = new Date(seconds * 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(seconds),
    'webhook-signature': keys.map((key) => webhookOf(key).sign(id, at, body)).join(' '),
  };
}

/**
 * A rebuild delivery as an editor's tool sends it (`npm run sign-webhook`): its body and signed
 * headers; `products` names the products that changed (./delivery-body.ts).
 */
export function rebuildDelivery(
  keys: Buffer[],
  reason: string,
  { now = Date.now(), products }: { now?: number; products?: readonly number[] } = {},
): { body: Buffer<ArrayBuffer>; headers: SignedHeaders } {
  const data = products?.length ? { reason, products } : { reason };
  const body = Buffer.from(
    JSON.stringify({ type: 'catalogue.updated', timestamp: new Date(now).toISOString(), data }),
  );
  return { body, headers: signDelivery(keys, body, { now }) };
}

export type Verdict = { ok: true; id: string } | { ok: false; status: 400 | 401; reason: string };

export interface DeliveryHeaders {
  id: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
}

/** Why the headers cannot be those of a delivery at all, or null when they may be. */
function malformed({ id, timestamp, signature }: DeliveryHeaders): string | null {
  if (!id || !timestamp || !signature)
    return 'webhook-id, webhook-timestamp and webhook-signature are required';
  if (id.length > 256) return 'webhook-id is too long';
  // The library would read "2025-01-01" as the year 2025 in seconds: a stale delivery, not a
  // malformed one.
  if (!/^\d{1,12}$/.test(timestamp)) return 'webhook-timestamp must be whole seconds since 1970';
  if (!signature.split(' ').some((entry) => entry.startsWith('v1,')))
    return 'webhook-signature has no "v1,<base64>" signature';
  return null;
}

/**
 * Checks the headers and signature of a delivery against the clock (replays are the caller's: see
 * replay-guard.ts).
 */
export function verifyDelivery(headers: DeliveryHeaders, body: Buffer, key: Buffer): Verdict {
  const problem = malformed(headers);
  if (problem) return { ok: false, status: 400, reason: problem };
  const { id = '', timestamp = '', signature = '' } = headers;
  try {
    webhookOf(key).verify(
      body,
      { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': signature },
      // The body is read by delivery-body.ts, which answers 400 when it is not a delivery's.
      { jsonParse: false },
    );
  } catch (error) {
    if (error instanceof WebhookVerificationError)
      return { ok: false, status: 401, reason: error.message };
    throw error;
  }
  return { ok: true, id };
}
