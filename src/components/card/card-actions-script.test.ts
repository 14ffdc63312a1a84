import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beginHandOver, handOver } from '../../build/build-artefacts';

// The build's folder of this test alone, set before the settings are first read.
const stateDir = await mkdtemp(path.join(tmpdir(), 'card-actions-'));
process.env.SHOP_BUILD_STATE_DIR = stateDir;
const { cardActionsScriptUrl } = await import('./card-actions-script');

beforeEach(() => beginHandOver());
afterEach(() => vi.unstubAllEnvs());
afterAll(() => rm(stateDir, { recursive: true, force: true }));

describe('cardActionsScriptUrl', () => {
  it('is the chunk the browser build named', () => {
    vi.stubEnv('DEV', false);
    handOver('cardActionsUrl', '/_astro/card-actions.AbC123.js');
    expect(cardActionsScriptUrl()).toBe('/_astro/card-actions.AbC123.js');
  });

  it('fails the rendering of a page when the browser build did not name it', () => {
    vi.stubEnv('DEV', false);
    expect(() => cardActionsScriptUrl()).toThrow(`build artefact "cardActionsUrl" is missing: the browser's build (src/integrations/card-actions-chunk.ts) has not run in this build`);
  });

  it('is the source file on the dev server, which has no browser build', () => {
    vi.stubEnv('DEV', true);
    expect(cardActionsScriptUrl()).toBe('/src/browser/card/card-actions.ts');
  });
});
