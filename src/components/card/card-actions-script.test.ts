import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardActionsScriptUrl } from './card-actions-script';

// The artefact's own travel, and the message when it is missing, are build-artefacts.test.ts's.
vi.mock('../../build/build-artefacts', () => ({
  takeOver: (name: string) =>
    name === 'cardActionsUrl' ? '/_astro/card-actions.AbC123.js' : undefined,
}));

afterEach(() => vi.unstubAllEnvs());

describe('cardActionsScriptUrl', () => {
  it('is the chunk the browser build named', () => {
    vi.stubEnv('DEV', false);
    expect(cardActionsScriptUrl()).toBe('/_astro/card-actions.AbC123.js');
  });

  it('is the source file on the dev server, which has no browser build', () => {
    vi.stubEnv('DEV', true);
    expect(cardActionsScriptUrl()).toBe('/src/browser/card/card-actions.ts');
  });
});
