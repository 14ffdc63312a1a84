import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardActionsScriptUrl, cardActionsUrlVariable } from './card-actions-script';

afterEach(() => vi.unstubAllEnvs());

describe('cardActionsScriptUrl', () => {
  it('is the chunk the browser build named', () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv(cardActionsUrlVariable, '/_astro/card-actions.AbC123.js');
    expect(cardActionsScriptUrl()).toBe('/_astro/card-actions.AbC123.js');
  });

  it('fails the rendering of a page when the browser build did not name it', () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv(cardActionsUrlVariable, '');
    expect(() => cardActionsScriptUrl()).toThrow(`${cardActionsUrlVariable} is not set`);
  });

  it('is the source file on the dev server, which has no browser build', () => {
    vi.stubEnv('DEV', true);
    expect(cardActionsScriptUrl()).toBe('/src/islands/card-actions.ts');
  });
});
