import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startEditRenderer } from './edit-renderer';

let stateDir: string;
afterEach(async () => {
  await rm(stateDir, { recursive: true, force: true });
});

describe('the process that renders an edit', () => {
  it('started ahead, answers when asked: without a kept renderer, it refuses and says why', async () => {
    stateDir = await mkdtemp(path.join(tmpdir(), 'edit-renderer-'));
    const renderer = startEditRenderer(
      { ...process.env, SHOP_BUILD_STATE_DIR: stateDir },
      { quiet: true },
    );
    expect(await renderer.run(path.join(stateDir, 'out'))).toEqual({
      refused: expect.stringMatching(/^the last build's renderer could not be opened: /),
    });
  });
});
