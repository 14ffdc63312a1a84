/**
 * Webhook signatures in the Standard Webhooks scheme (https://www.standardwebhooks.com): the
 * sender signs `${webhook-id}.${webhook-timestamp}.${raw body}` with HMAC-SHA256 under a shared
 * secret `whsec_<base64>` and sends `webhook-signature: v1,<base64>`, possibly several signatures
 * separated by spaces while a secret is being rotated. A delivery passes when any v1 signature
 * matches, compared in constant time, and its timestamp is within five minutes of now.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

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

export function signature(key: Buffer, id: string, timestamp: string, body: Buffer): Buffer {
  return createHmac('sha256', key).update(`${id}.${timestamp}.`).update(body).digest();
}

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
  const timestamp = String(Math.floor(now / 1000));
  return {
    'webhook-id': id,
    'webhook-timestamp': timestamp,
    'webhook-signature': keys
      .map((key) => `v1,${signature(key, id, timestamp, body).toString('base64')}`)
      .join(' '),
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

/**
 * Checks the headers and signature of a delivery (replays are the caller's: see replay-guard.ts).
 */
export function verifyDelivery(
  headers: DeliveryHeaders,
  body: Buffer,
  key: Buffer,
  now = Date.now(),
): Verdict {
  const { id, timestamp, signature: header } = headers;
  if (!id || !timestamp || !header)
    return {
      ok: false,
      status: 400,
      reason: 'webhook-id, webhook-timestamp and webhook-signature are required',
    };
  if (id.length > 256) return { ok: false, status: 400, reason: 'webhook-id is too long' };
  if (!/^\d{1,12}$/.test(timestamp))
    return { ok: false, status: 400, reason: 'webhook-timestamp must be whole seconds since 1970' };
  if (Math.abs(now / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) {
    return {
      ok: false,
      status: 401,
      reason: 'webhook-timestamp is more than 5 minutes away from now',
    };
  }
  const expected = signature(key, id, timestamp, body);
  const candidates = header
    .split(' ')
    .filter((entry) => entry.startsWith('v1,'))
    .map((entry) => Buffer.from(entry.slice(3), 'base64'));
  if (candidates.length === 0)
    return { ok: false, status: 400, reason: 'webhook-signature has no "v1,<base64>" signature' };
  // Lengths are public (every HMAC-SHA256 is 32 bytes); only the bytes are compared in constant
  // time.
  const matches = candidates.some(
    (candidate) => candidate.length === expected.length && timingSafeEqual(candidate, expected),
  );
  return matches ? { ok: true, id } : { ok: false, status: 401, reason: 'no signature matches' };
}
