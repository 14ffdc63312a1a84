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
  it('started ahead, answers each edit it is asked: without a kept renderer, it refuses and says why', async () => {
    stateDir = await mkdtemp(path.join(tmpdir(), 'edit-renderer-'));
    const renderer = startEditRenderer(
      { ...process.env, SHOP_BUILD_STATE_DIR: stateDir },
      { quiet: true },
    );
    const refusal = {
      refused: expect.stringMatching(/^the last build's renderer could not be opened: /),
    };
    expect(await renderer.run(path.join(stateDir, 'out'))).toEqual(refusal);
    // The same process, still running, answers the next edit.
    expect(await renderer.run(path.join(stateDir, 'out'))).toEqual(refusal);
    renderer.discard();
  });
});
