import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Receiver } from './receiver.ts';
import {
  newSecret,
  parseSecret,
  rebuildDelivery,
  signDelivery,
  verifyDelivery,
} from './signature.ts';
import { startTestReceiver } from './test-support.ts';

const key = parseSecret(newSecret());
const otherKey = parseSecret(newSecret());
const body = Buffer.from('{"type":"catalogue.updated","data":{"reason":"price of 17"}}');

const asDelivery = (h: Record<string, string | undefined>) => ({
  id: h['webhook-id'],
  timestamp: h['webhook-timestamp'],
  signature: h['webhook-signature'],
});

// Signatures made by the library in its own words verify here, and ours verify there: the
// publisher and any sender using a Standard Webhooks library agree.
describe('interoperability with the standardwebhooks reference library', () => {
  const secret = newSecret();
  const reference = new Webhook(secret.slice('whsec_'.length));

  it('verifies what the library signs', () => {
    const now = new Date();
    const id = 'msg_2b7a61f0';
    const headers = {
      id,
      timestamp: String(Math.floor(now.getTime() / 1000)),
      signature: reference.sign(id, now, body.toString()),
    };
    expect(verifyDelivery(headers, body, parseSecret(secret))).toEqual({ ok: true, id });
  });

  it('signs what the library verifies, and the library refuses another secret', () => {
    const headers = { ...signDelivery([parseSecret(secret)], body) };
    expect(reference.verify(body.toString(), headers)).toEqual(JSON.parse(body.toString()));
    expect(() =>
      new Webhook(newSecret().slice('whsec_'.length)).verify(body.toString(), headers),
    ).toThrow('No matching signature found');
  });
});

/** Runs `check` with the clock at `now` (ms since 1970). */
function at<T>(now: number, check: () => T): T {
  vi.useFakeTimers({ toFake: ['Date'], now });
  try {
    return check();
  } finally {
    vi.useRealTimers();
  }
}

describe('verifyDelivery', () => {
  it('accepts a delivery signed with the secret', () => {
    expect(verifyDelivery(asDelivery({ ...signDelivery([key], body) }), body, key)).toMatchObject({
      ok: true,
    });
  });

  it('matches the Standard Webhooks reference: HMAC-SHA256 over "id.timestamp.body", base64', () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const id = 'msg_p5jXN8AQM9LWM0D4loKWxJek';
    const timestamp = '1614265330';
    const payload = Buffer.from('{"test": 2432232314}');
    const expected = createHmac('sha256', Buffer.from('MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'base64'))
      .update(`${id}.${timestamp}.${payload}`)
      .digest('base64');
    expect(expected).toBe('g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
    const verdict = at(1614265330_000, () =>
      verifyDelivery({ id, timestamp, signature: `v1,${expected}` }, payload, parseSecret(secret)),
    );
    expect(verdict).toMatchObject({ ok: true });
  });

  it('refuses a tampered body', () => {
    const headers = signDelivery([key], body);
    const tampered = Buffer.from(body.toString().replace('17', '18'));
    expect(verifyDelivery(asDelivery({ ...headers }), tampered, key)).toMatchObject({
      ok: false,
      status: 401,
    });
  });

  it('refuses a delivery signed with another secret', () => {
    expect(
      verifyDelivery(asDelivery({ ...signDelivery([otherKey], body) }), body, key),
    ).toMatchObject({ ok: false, status: 401 });
  });

  it('refuses missing or malformed headers', () => {
    const good = signDelivery([key], body);
    for (const missing of ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const) {
      expect(
        verifyDelivery(asDelivery({ ...good, [missing]: undefined }), body, key),
      ).toMatchObject({ ok: false, status: 400 });
    }
    expect(
      verifyDelivery(
        asDelivery({ ...good, 'webhook-timestamp': '2025-01-01T00:00:00Z' }),
        body,
        key,
      ),
    ).toMatchObject({ ok: false, status: 400 });
    expect(
      verifyDelivery(
        asDelivery({
          ...good,
          'webhook-signature': good['webhook-signature'].replace('v1,', 'v2,'),
        }),
        body,
        key,
      ),
    ).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(
      verifyDelivery(
        asDelivery({ ...good, 'webhook-signature': 'v1,not base64 at all' }),
        body,
        key,
      ),
    ).toMatchObject({ ok: false, status: 401 });
  });

  it('refuses timestamps more than 5 minutes old or ahead, and accepts them within', () => {
    const signedAt = (offsetMs: number) =>
      asDelivery({ ...signDelivery([key], body, { now: Date.now() + offsetMs }) });
    expect(verifyDelivery(signedAt(-6 * 60_000), body, key)).toMatchObject({
      ok: false,
      status: 401,
    });
    expect(verifyDelivery(signedAt(6 * 60_000), body, key)).toMatchObject({
      ok: false,
      status: 401,
    });
    expect(verifyDelivery(signedAt(-4 * 60_000), body, key)).toMatchObject({ ok: true });
    expect(verifyDelivery(signedAt(4 * 60_000), body, key)).toMatchObject({ ok: true });
  });

  it("accepts a delivery carrying the old and the new secret's signatures while keys rotate", () => {
    const rotating = signDelivery([otherKey, key], body);
    expect(rotating['webhook-signature'].split(' ')).toHaveLength(2);
    expect(verifyDelivery(asDelivery({ ...rotating }), body, key)).toMatchObject({ ok: true });
    expect(verifyDelivery(asDelivery({ ...rotating }), body, otherKey)).toMatchObject({ ok: true });
  });

  it('takes only well-formed whsec_ secrets', () => {
    expect(() => parseSecret('not-a-secret')).toThrow(/whsec_/);
    expect(() => parseSecret('whsec_c2hvcnQ=')).toThrow(/24 random bytes/);
  });
});

describe('rebuildDelivery', () => {
  it('is a catalogue.updated delivery with its reason, signed so the publisher accepts it', () => {
    const now = Date.parse('2026-11-26T11:11:00Z');
    const { body, headers } = rebuildDelivery([key], 'price of 17', { now });
    expect(JSON.parse(body.toString())).toEqual({
      type: 'catalogue.updated',
      timestamp: '2026-11-26T11:11:00.000Z',
      data: { reason: 'price of 17' },
    });
    expect(at(now, () => verifyDelivery(asDelivery({ ...headers }), body, key))).toMatchObject({
      ok: true,
    });
  });
});

describe('POST /hooks/rebuild', () => {
  let receiver: Receiver | undefined;
  afterEach(async () => {
    await receiver?.close();
    receiver = undefined;
  });

  async function start() {
    receiver = await startTestReceiver(key, async () => ({
      ok: true,
      release: 'r1',
      products: 60,
    }));
    return receiver;
  }

  const post = (url: string, headers: Record<string, string>, payload: Buffer = body) =>
    fetch(`${url}/hooks/rebuild`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: new Uint8Array(payload),
    });

  it('answers 202 to a signed delivery and starts a build; refuses the same delivery again', async () => {
    const { url, queue } = await start();
    const headers = { ...signDelivery([key], body) };
    const first = await post(url, headers);
    expect(first.status).toBe(202);
    expect(await first.json()).toMatchObject({ accepted: true, build: 'started' });
    const replay = await post(url, headers);
    expect(replay.status).toBe(409);
    await queue.idle();
    const status = await (await fetch(`${url}/hooks/status`)).json();
    expect(status).toMatchObject({
      state: 'idle',
      builds: 1,
      last: { ok: true, release: 'r1', products: 60 },
      deliveries: { accepted: 1, refused: 1 },
    });
  });

  it('refuses unsigned, tampered and stale deliveries without building', async () => {
    const { url, queue } = await start();
    expect((await post(url, {})).status).toBe(400);
    expect(
      (await post(url, { ...signDelivery([key], body) }, Buffer.from(`${body} `))).status,
    ).toBe(401);
    expect((await post(url, { ...signDelivery([otherKey], body) })).status).toBe(401);
    expect(
      (await post(url, { ...signDelivery([key], body, { now: Date.now() - 10 * 60_000 }) })).status,
    ).toBe(401);
    expect(
      (await post(url, { ...signDelivery([key], body) }, Buffer.alloc(70 * 1024, 'a'))).status,
    ).toBe(413);
    expect(queue.status().builds).toBe(0);
  });

  it('a refused delivery does not use up its id: the genuine one still passes', async () => {
    const { url } = await start();
    const genuine = { ...signDelivery([key], body) };
    const forged = {
      ...genuine,
      'webhook-signature': signDelivery([otherKey], body, { id: genuine['webhook-id'] })[
        'webhook-signature'
      ],
    };
    expect((await post(url, forged)).status).toBe(401);
    expect((await post(url, genuine)).status).toBe(202);
  });
});
