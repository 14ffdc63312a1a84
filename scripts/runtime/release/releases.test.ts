import { mkdir, mkdtemp, readdir, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  activateRelease,
  currentReleaseId,
  listReleases,
  newReleaseId,
  previousReleaseId,
  pruneReleases,
} from './releases.ts';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'releases-test-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function release(id: string) {
  await mkdir(path.join(root, id, 'client'), { recursive: true });
  await writeFile(path.join(root, id, 'release.json'), JSON.stringify({ id, products: 10 }));
}

describe('releases', () => {
  it('ids sort in the order they were made', () => {
    const earlier = newReleaseId(new Date('2025-03-14T10:15:02Z'));
    const later = newReleaseId(new Date('2025-03-14T10:15:03Z'));
    expect(earlier).toMatch(/^20250314-101502-[0-9a-f]{4}$/);
    expect(earlier < later).toBe(true);
  });

  it('lists published releases only, oldest first', async () => {
    await release('20250102-000000-bbbb');
    await release('20250101-000000-aaaa');
    await mkdir(path.join(root, '.staging-20250103-000000-cccc'));
    await mkdir(path.join(root, '20250104-000000-dddd'));
    expect(await listReleases(root)).toEqual(['20250101-000000-aaaa', '20250102-000000-bbbb']);
  });

  it('switches current with a symlink and leaves no temporary link behind', async () => {
    await release('20250101-000000-aaaa');
    await release('20250102-000000-bbbb');
    await activateRelease(root, '20250101-000000-aaaa');
    await activateRelease(root, '20250102-000000-bbbb');
    expect(await readlink(path.join(root, 'current'))).toBe('20250102-000000-bbbb');
    expect(await readlink(path.join(root, 'replaced'))).toBe('20250101-000000-aaaa');
    expect((await readdir(root)).sort()).toEqual([
      '20250101-000000-aaaa',
      '20250102-000000-bbbb',
      'current',
      'replaced',
    ]);
    await expect(activateRelease(root, 'nope')).rejects.toThrow(/no release "nope"/);
    expect(await currentReleaseId(root)).toBe('20250102-000000-bbbb');
  });

  it('rolls back one release at a time', async () => {
    for (const id of ['20250101-000000-aaaa', '20250102-000000-bbbb', '20250103-000000-cccc'])
      await release(id);
    await activateRelease(root, '20250103-000000-cccc');
    expect(await previousReleaseId(root)).toBe('20250102-000000-bbbb');
    await activateRelease(root, '20250102-000000-bbbb');
    expect(await previousReleaseId(root)).toBe('20250101-000000-aaaa');
    await activateRelease(root, '20250101-000000-aaaa');
    expect(await previousReleaseId(root)).toBeNull();
  });

  it('prunes the oldest releases beyond the number kept, never the live one', async () => {
    const ids = [
      '20250101-000000-aaaa',
      '20250102-000000-bbbb',
      '20250103-000000-cccc',
      '20250104-000000-dddd',
    ];
    for (const id of ids) await release(id);
    await activateRelease(root, ids[0] as string);
    expect(await pruneReleases(root, 2)).toEqual(['20250102-000000-bbbb']);
    expect(await listReleases(root)).toEqual([
      '20250101-000000-aaaa',
      '20250103-000000-cccc',
      '20250104-000000-dddd',
    ]);
  });

  it('keeps the release the live one replaced, whose pages may still be open', async () => {
    const ids = ['20250101-000000-aaaa', '20250102-000000-bbbb', '20250103-000000-cccc'];
    for (const id of ids) await release(id);
    await activateRelease(root, ids[0] as string);
    await activateRelease(root, ids[2] as string);
    expect(await pruneReleases(root, 1)).toEqual(['20250102-000000-bbbb']);
  });
});
