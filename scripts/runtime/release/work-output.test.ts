import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  assembleOutput,
  beginWorkBuild,
  linkAhead,
  markWorkAssembled,
  markWorkBuilt,
} from './work-output.ts';

let root: string;
let work: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'work-output-test-'));
  work = path.join(root, 'out');
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function put(file: string, text: string, modified?: number) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
  if (modified !== undefined) await utimes(file, modified / 1000, modified / 1000);
}

describe('the build folder kept between builds', () => {
  it('starts from nothing the first time, and builds on it once a build was assembled', async () => {
    expect(await beginWorkBuild(work)).toEqual({
      dir: work,
      fullBuildReason: 'no previous output to build on',
      linkableRelease: null,
      startedAt: expect.any(Number),
    });
    await put(path.join(work, 'client', 'index.html'), 'home');
    await markWorkBuilt(work);
    await markWorkAssembled(work, 'r1');
    const before = Date.now();
    const next = await beginWorkBuild(work);
    expect(next).toEqual({
      dir: work,
      fullBuildReason: null,
      linkableRelease: 'r1',
      startedAt: expect.any(Number),
    });
    expect(Math.abs(next.startedAt - before)).toBeLessThan(1000);
  });

  it('starts from nothing, its files gone, after a build that stopped before Astro finished', async () => {
    await beginWorkBuild(work);
    await put(path.join(work, 'client', 'product', 'half-written', 'index.html'), 'half');
    const next = await beginWorkBuild(work);
    expect(next.fullBuildReason).toBe('the previous build stopped before it finished');
    await expect(stat(path.join(work, 'client'))).rejects.toThrow();
  });

  it('keeps its files but links to no output after a build that was refused once built', async () => {
    await beginWorkBuild(work);
    await put(path.join(work, 'client', 'index.html'), 'home');
    await markWorkBuilt(work);
    expect(await beginWorkBuild(work)).toMatchObject({
      dir: work,
      fullBuildReason: null,
      linkableRelease: null,
    });
  });
});

describe('an output assembled from the build folder', () => {
  const since = Date.parse('2026-11-27T10:00:00Z');

  it('links what the build did not write to the last output; copies what it wrote or that output lacks', async () => {
    const previous = path.join(root, 'previous');
    await put(path.join(work, 'client', 'old', 'index.html'), 'unchanged', since - 60_000);
    await put(path.join(previous, 'client', 'old', 'index.html'), 'unchanged');
    await put(path.join(work, 'client', 'new', 'index.html'), 'rendered now', since + 1_000);
    await put(path.join(previous, 'client', 'new', 'index.html'), 'as it was');
    await put(
      path.join(work, 'client', 'only-here.html'),
      'not in the last output',
      since - 60_000,
    );

    const target = path.join(root, 'target');
    const assembled = await assembleOutput({ from: work, target, previous, since });
    expect(assembled).toEqual({
      files: expect.arrayContaining([
        path.join('client', 'old', 'index.html'),
        path.join('client', 'new', 'index.html'),
        path.join('client', 'only-here.html'),
      ]),
      written: [path.join('client', 'new', 'index.html'), path.join('client', 'only-here.html')],
      linked: 1,
    });
    expect(assembled.files).toHaveLength(3);
    expect(await readFile(path.join(target, 'client', 'new', 'index.html'), 'utf8')).toBe(
      'rendered now',
    );
    expect(await readFile(path.join(target, 'client', 'only-here.html'), 'utf8')).toBe(
      'not in the last output',
    );
    const [linked, original] = await Promise.all([
      stat(path.join(target, 'client', 'old', 'index.html')),
      stat(path.join(previous, 'client', 'old', 'index.html')),
    ]);
    expect(linked.ino).toBe(original.ino);

    // The next build writes the build folder in place: the output keeps its own copy.
    await writeFile(path.join(work, 'client', 'new', 'index.html'), 'rendered later');
    expect(await readFile(path.join(target, 'client', 'new', 'index.html'), 'utf8')).toBe(
      'rendered now',
    );
  });

  it('linked ahead, makes the same output and never writes through a link to the last one', async () => {
    const previous = path.join(root, 'previous');
    await put(path.join(work, 'client', 'old.html'), 'unchanged', since - 60_000);
    await put(path.join(previous, 'client', 'old.html'), 'unchanged');
    await put(path.join(work, 'client', 'new.html'), 'rendered now', since + 1_000);
    await put(path.join(previous, 'client', 'new.html'), 'as it was');
    await put(path.join(previous, 'client', 'gone', 'deep', 'page.html'), 'no longer built');
    await put(path.join(previous, 'release.json'), '{}');

    const target = path.join(root, 'target');
    const linked = await linkAhead(previous, target);
    expect([...linked].sort()).toEqual(
      [
        path.join('client', 'gone', 'deep', 'page.html'),
        path.join('client', 'new.html'),
        path.join('client', 'old.html'),
        'release.json',
      ].sort(),
    );
    const assembled = await assembleOutput({ from: work, target, previous, since, linked });
    expect(assembled).toEqual({
      files: expect.arrayContaining([
        path.join('client', 'new.html'),
        path.join('client', 'old.html'),
      ]),
      written: [path.join('client', 'new.html')],
      linked: 1,
    });
    expect((await readdir(target, { recursive: true })).sort()).toEqual(
      ['client', path.join('client', 'new.html'), path.join('client', 'old.html')].sort(),
    );
    expect(await readFile(path.join(target, 'client', 'new.html'), 'utf8')).toBe('rendered now');
    expect(await readFile(path.join(previous, 'client', 'new.html'), 'utf8')).toBe('as it was');
    const [kept, original] = await Promise.all([
      stat(path.join(target, 'client', 'old.html')),
      stat(path.join(previous, 'client', 'old.html')),
    ]);
    expect(kept.ino).toBe(original.ino);
  });

  it('takes the files a build says it wrote as written, and no other, whatever their times', async () => {
    const previous = path.join(root, 'previous');
    // An edit's files: its page, written in the same tick the build began, and one it left alone.
    await put(path.join(work, 'client', 'edited.html'), 'rendered now', since - 60_000);
    await put(path.join(previous, 'client', 'edited.html'), 'as it was');
    await put(path.join(work, 'client', 'kept.html'), 'unchanged', since + 1_000);
    await put(path.join(previous, 'client', 'kept.html'), 'unchanged');
    const target = path.join(root, 'target');
    const linked = await linkAhead(previous, target);
    const written = new Set([path.join('client', 'edited.html')]);
    const assembled = await assembleOutput({
      from: work,
      target,
      previous,
      since,
      linked,
      written,
    });
    expect(assembled).toMatchObject({ written: [path.join('client', 'edited.html')], linked: 1 });
    expect(await readFile(path.join(target, 'client', 'edited.html'), 'utf8')).toBe('rendered now');
    expect(await readFile(path.join(previous, 'client', 'edited.html'), 'utf8')).toBe('as it was');
    const [kept, original] = await Promise.all([
      stat(path.join(target, 'client', 'kept.html')),
      stat(path.join(previous, 'client', 'kept.html')),
    ]);
    expect(kept.ino).toBe(original.ino);
  });

  it('copies everything when there is no last output to link to', async () => {
    await put(path.join(work, 'client', 'index.html'), 'home', since - 60_000);
    const assembled = await assembleOutput({
      from: work,
      target: path.join(root, 'target'),
      previous: null,
      since,
    });
    expect(assembled).toEqual({
      files: [path.join('client', 'index.html')],
      written: [path.join('client', 'index.html')],
      linked: 0,
    });
  });
});
