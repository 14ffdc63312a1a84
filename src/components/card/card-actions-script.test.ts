import { beforeEach, afterEach, describe, expect, it, vi } from 'vitest';
import { cardActionsScriptUrl } from './card-actions-script';
import { handOver } from '../../build/build-artefacts';

beforeEach(() => Reflect.deleteProperty(globalThis, Symbol.for('shop.build-artefacts')));
afterEach(() => vi.unstubAllEnvs());

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
