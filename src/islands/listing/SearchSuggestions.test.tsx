// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SuggestionsAnswer } from '../../domain/listing/listing-answers';
import { messagesFor } from '../../i18n/messages';
import SearchSuggestions from './SearchSuggestions';
import { typingPauseMs } from './search-suggestions-state';

const t = messagesFor('en').search;
const answer: SuggestionsAnswer = {
  categories: [{ id: 11, name: 'Managed Switches', parentId: null, parentName: null }],
  products: [],
  leftOut: null,
};
const island = <SearchSuggestions id="search-desktop" locale="en" t={t} />;

let asked: string[];

beforeEach(() => {
  vi.useFakeTimers();
  asked = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    return { ok: true, status: 200, json: async () => answer };
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/**
 * The box as the page has it (`before` run on its input: the shopper, or the header's script), then
 * hydrated.
 */
async function hydrated(before: (input: HTMLInputElement) => void): Promise<HTMLInputElement> {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(island);
  const input = container.querySelector('input') as HTMLInputElement;
  before(input);
  await act(async () => {
    render(island, { container, hydrate: true });
  });
  await act(() => vi.advanceTimersByTimeAsync(typingPauseMs));
  return input;
}

describe('the header search box, once its island runs', () => {
  it('keeps what the shopper typed before and asks for its suggestions', async () => {
    const input = await hydrated((box) => (box.value = 'switc'));
    expect(input.value).toBe('switc');
    expect(asked).toEqual(['/api/suggestions?search=switc&lang=en']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it("keeps the search the header's script showed on /products and asks nothing for it", async () => {
    const input = await hydrated((box) => {
      box.value = 'poe';
      box.dataset.searchShown = 'poe';
    });
    expect(input.value).toBe('poe');
    expect(asked).toEqual([]);
  });

  it('asks for what the shopper typed over the search shown', async () => {
    const input = await hydrated((box) => {
      box.dataset.searchShown = 'poe';
      box.value = 'poe switch';
    });
    expect(input.value).toBe('poe switch');
    expect(asked).toEqual(['/api/suggestions?search=poe+switch&lang=en']);
  });
});
