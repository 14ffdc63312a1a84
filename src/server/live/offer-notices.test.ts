import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { offerNoticeReader, offerNoticesFile, writeOfferNotice } from './offer-notices';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'offer-notices-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the notices a publisher leaves beside the releases', () => {
  it('are read by the servers in the order they came, the last fifty kept', async () => {
    const read = offerNoticeReader(offerNoticesFile(dir));
    expect(await read()).toEqual([]);
    for (let i = 1; i <= 60; i++)
      await writeOfferNotice(dir, { id: `msg_${i}`, at: i, products: i % 2 ? [i] : null });
    const notices = await read();
    expect(notices).toHaveLength(50);
    expect(notices[0]).toEqual({ id: 'msg_11', at: 11, products: [11] });
    expect(notices.at(-1)).toEqual({ id: 'msg_60', at: 60, products: null });
  });

  it('are seen again as soon as the file changes, and a file that cannot be read is no notice', async () => {
    const read = offerNoticeReader(offerNoticesFile(dir));
    await writeOfferNotice(dir, { id: 'msg_a', at: 1, products: [3] });
    expect((await read()).map((n) => n.id)).toEqual(['msg_a']);
    await writeOfferNotice(dir, { id: 'msg_b', at: 2, products: [4, 5] });
    expect((await read()).map((n) => n.id)).toEqual(['msg_a', 'msg_b']);
    await writeFile(offerNoticesFile(dir), '{"half": ');
    expect(await read()).toEqual([]);
    // A publisher writing after a corrupt file starts the list again rather than failing.
    await writeOfferNotice(dir, { id: 'msg_c', at: 3, products: [6] });
    expect((await read()).map((n) => n.id)).toEqual(['msg_c']);
  });
});
