import { cp, link, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sameServerCode } from './server-code.ts';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'server-code-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function release(name: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name, file)), { recursive: true });
    await writeFile(path.join(root, name, file), text);
  }
  return path.join(root, name);
}

describe("a release's server code", () => {
  it("is the live release's when every file of its bundle is linked to it, whatever its data", async () => {
    const live = await release('live', {
      'server/entry.mjs': 'entry',
      'server/chunks/a.mjs': 'a',
      'server/data/catalogue.json': '{}',
    });
    const next = await release('next', { 'server/data/catalogue.json': '{"changed":1}' });
    await mkdir(path.join(next, 'server', 'chunks'), { recursive: true });
    for (const file of ['server/entry.mjs', 'server/chunks/a.mjs'])
      await link(path.join(live, file), path.join(next, file));
    expect(sameServerCode(next, live)).toBe(true);

    // The same bytes, built again: not a file the live servers run.
    const copied = path.join(root, 'copied');
    await cp(live, copied, { recursive: true });
    expect(sameServerCode(copied, live)).toBe(false);
    // One more chunk.
    await writeFile(path.join(next, 'server', 'chunks', 'b.mjs'), 'b');
    expect(sameServerCode(next, live)).toBe(false);
  });
});
