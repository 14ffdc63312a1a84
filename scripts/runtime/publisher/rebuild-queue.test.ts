import { afterEach, describe, expect, it } from 'vitest';
import { createRebuildQueue, type BuildOutcome } from './rebuild-queue.ts';
import type { Receiver } from './receiver.ts';
import { newSecret, parseSecret, rebuildDelivery, signDelivery } from './signature.ts';
import { startTestReceiver } from './test-support.ts';

/** A build that runs until the test finishes it. */
function controllableBuilds() {
  const running: ((outcome: BuildOutcome) => void)[] = [];
  const reasons: string[] = [];
  const products: (number[] | null)[] = [];
  return {
    reasons,
    products,
    build: (reason: string, named: number[] | null) =>
      new Promise<BuildOutcome>((resolve) => {
        reasons.push(reason);
        products.push(named);
        running.push(resolve);
      }),
    finish(outcome: BuildOutcome = { ok: true, release: `r${reasons.length}` }) {
      running.shift()?.(outcome);
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('rebuild queue', () => {
  it('runs one build, keeps one pending, and folds every further request into it', async () => {
    const builds = controllableBuilds();
    const queue = createRebuildQueue(builds.build, () => {}, 0);
    const answers = Array.from({ length: 10 }, (_, i) => queue.request(`edit ${i}`));
    expect(answers).toEqual(['started', 'queued', ...Array(8).fill('coalesced')]);
    expect(queue.status()).toMatchObject({
      state: 'building',
      pending: { requests: 9 },
      builds: 1,
    });

    builds.finish();
    await tick();
    expect(builds.reasons).toEqual(['edit 0', 'edit 1 and 8 more']);
    expect(queue.status()).toMatchObject({
      state: 'building',
      pending: null,
      builds: 2,
      last: { ok: true, reason: 'edit 0' },
    });

    builds.finish();
    await queue.idle();
    expect(queue.status()).toMatchObject({ state: 'idle', builds: 2 });
  });

  it('tells each build the products its requests named, or null once one named none', async () => {
    const builds = controllableBuilds();
    const queue = createRebuildQueue(builds.build, () => {}, 0);
    queue.request('price of 17', [17]);
    queue.request('price of 3', [3]);
    queue.request('stock of 17 and 9', [17, 9]);
    builds.finish();
    await tick();
    queue.request('bulk edit');
    queue.request('price of 4', [4]);
    builds.finish();
    await tick();
    builds.finish();
    await queue.idle();
    expect(builds.products).toEqual([[17], [3, 9, 17], null]);
  });

  it('records a failed build and keeps the last published one', async () => {
    const builds = controllableBuilds();
    const queue = createRebuildQueue(builds.build);
    queue.request('first');
    builds.finish({ ok: true, release: 'good' });
    await queue.idle();
    queue.request('second');
    builds.finish({ ok: false, error: 'the portal returned no products' });
    await queue.idle();
    expect(queue.status()).toMatchObject({
      last: { ok: false, error: 'the portal returned no products' },
      lastPublished: { release: 'good' },
    });
  });

  it('turns a build that throws into a failed result, and builds again on the next request', async () => {
    let calls = 0;
    const queue = createRebuildQueue(async () => {
      calls += 1;
      throw new Error('boom');
    });
    queue.request('a');
    await queue.idle();
    expect(queue.status().last).toMatchObject({ ok: false, error: 'boom' });
    expect(queue.request('b')).toBe('started');
    await queue.idle();
    expect(calls).toBe(2);
  });
});

describe('a storm of edits', () => {
  it('50 requests over a second, builds of a third of that: two builds, the second seeing the last edit', async () => {
    let state = 0;
    let live = -1;
    let builds = 0;
    const queue = createRebuildQueue(
      async () => {
        builds += 1;
        // A build reads the portal when it starts and publishes what it read when it ends.
        const seen = state;
        await new Promise((resolve) => setTimeout(resolve, 300));
        live = seen;
        return { ok: true };
      },
      () => {},
      1000,
    );
    for (let edit = 1; edit <= 50; edit++) {
      state = edit;
      queue.request(`edit ${edit}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await queue.idle();
    expect(builds).toBe(2);
    expect(live).toBe(50);
  });
});

describe('a burst of signed deliveries', () => {
  let receiver: Receiver | undefined;
  afterEach(async () => {
    await receiver?.close();
  });

  it('20 deliveries at once are all accepted and start at most 2 builds', async () => {
    const key = parseSecret(newSecret());
    let started = 0;
    receiver = await startTestReceiver(key, async () => {
      started += 1;
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { ok: true, release: `r${started}`, products: 60 };
    });
    const { url } = receiver;
    const body = Buffer.from('{"type":"catalogue.updated"}');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${url}/hooks/rebuild`, {
          method: 'POST',
          headers: { ...signDelivery([key], body) },
          body,
        }).then((res) => res.status),
      ),
    );
    expect(answers).toEqual(Array(20).fill(202));
    await receiver.queue.idle();
    expect(started).toBeGreaterThanOrEqual(1);
    expect(started).toBeLessThanOrEqual(2);
    const status = await (await fetch(`${url}/hooks/status`)).json();
    expect(status).toMatchObject({
      state: 'idle',
      builds: started,
      deliveries: { accepted: 20, refused: 0 },
    });
  });

  it('passes on the products a delivery names, and refuses a products field that names none', async () => {
    const key = parseSecret(newSecret());
    const named: (number[] | null)[] = [];
    receiver = await startTestReceiver(key, async (_, products) => {
      named.push(products);
      return { ok: true };
    });
    const send = (body: Buffer<ArrayBuffer>) =>
      fetch(`${receiver?.url}/hooks/rebuild`, {
        method: 'POST',
        headers: { ...signDelivery([key], body) },
        body,
      });
    const { body } = rebuildDelivery([key], 'price of 17', { products: [17] });
    expect((await send(body)).status).toBe(202);
    await receiver.queue.idle();
    const refused = await send(
      Buffer.from('{"type":"catalogue.updated","data":{"products":"all"}}'),
    );
    expect([refused.status, await refused.json()]).toEqual([
      400,
      { error: 'products must be a list of product ids' },
    ]);
    expect(named).toEqual([[17]]);
  });
});

describe('scheduled rebuilds', () => {
  it('an interval asks for rebuilds without any delivery', async () => {
    let started = 0;
    const receiver = await startTestReceiver(
      parseSecret(newSecret()),
      async () => {
        started += 1;
        return { ok: true };
      },
      { intervalMs: 50 },
    );
    // Polled rather than slept for: on a loaded machine timers fire late.
    await expect.poll(() => started, { timeout: 4000 }).toBeGreaterThanOrEqual(2);
    await receiver.close();
    expect(receiver.queue.status().last).toMatchObject({ reason: 'schedule' });
  });
});
