// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { KeyboardEvent, SubmitEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SuggestionsAnswer } from '../../domain/listing/listing-answers';
import { messagesFor } from '../../i18n/messages';
import { typingPauseMs, useSearchSuggestions } from './search-suggestions-state';

const t = messagesFor('en').search;

const answer: SuggestionsAnswer = {
  categories: [{ id: 11, name: 'Managed Switches', parentId: 1, parentName: 'Network Switches' }],
  products: [
    { id: 7, slug: 'cisco-cbs350', name: 'Cisco CBS350', price: 129_900, image: '/_img/7-80.webp' },
    { id: 8, slug: 'cisco-sg110', name: 'Cisco SG110', price: 45_000, image: '/_img/8-80.webp' },
  ],
  leftOut: null,
};

let asked: string[];
let answers: (url: string) => Promise<unknown>;

beforeEach(() => {
  vi.useFakeTimers();
  asked = [];
  answers = async () => answer;
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    const body = await answers(url);
    return { ok: true, status: 200, json: async () => body };
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function searchBox(address = '/') {
  window.history.replaceState(null, '', address);
  return renderHook(() => useSearchSuggestions({ id: 'search-desktop', locale: 'en', t }));
}

type Box = ReturnType<typeof searchBox>['result'];

/** Types into the box, key by key, `gapMs` apart. */
async function typeKeys(box: Box, text: string, gapMs: number) {
  for (let n = 1; n <= text.length; n++) {
    act(() => box.current.type(text.slice(0, n)));
    await act(() => vi.advanceTimersByTimeAsync(gapMs));
  }
}

/** Types a term at once (a paste) and waits out the pause. */
async function suggestFor(box: Box, term: string) {
  act(() => box.current.type(term));
  await act(() => vi.advanceTimersByTimeAsync(typingPauseMs));
}

/** A key pressed in the box; whether the page's own handling of it was stopped. */
function press(box: Box, key: string) {
  const event = { key, preventDefault: vi.fn(), stopPropagation: vi.fn() };
  act(() => box.current.onKeyDown(event as unknown as KeyboardEvent<HTMLInputElement>));
  return {
    prevented: event.preventDefault.mock.calls.length > 0,
    stopped: event.stopPropagation.mock.calls.length > 0,
  };
}

const activeLabel = (box: Box) => {
  const option = box.current.options[box.current.active];
  return option?.kind === 'product' ? option.name : option?.label;
};

describe('the header search box', () => {
  it('asks once typing pauses, for the last term typed only, and says how many suggestions came', async () => {
    const box = searchBox().result;
    await typeKeys(box, 'cisco', typingPauseMs - 20);
    expect(asked).toEqual([]);
    expect(box.current.status).toBe('Loading suggestions…');
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(asked).toEqual(['/api/suggestions?search=cisco&lang=en']);
    expect(box.current.expanded).toBe(true);
    expect(box.current.options.map((o) => o.href)).toEqual([
      '/products?category=1&parent_id=11',
      '/product/cisco-cbs350',
      '/product/cisco-sg110',
    ]);
    expect(box.current.status).toBe('3 suggestions. Use the up and down arrows to review them.');
  });

  it('asks nothing for a single character, and trims what it asks for', async () => {
    const box = searchBox().result;
    await suggestFor(box, 'c');
    await suggestFor(box, '  tp ');
    expect(asked).toEqual(['/api/suggestions?search=tp&lang=en']);
  });

  it('moves through the suggestions with the arrow keys, wrapping at either end', async () => {
    const box = searchBox().result;
    await suggestFor(box, 'cisco');
    expect(press(box, 'ArrowUp').prevented).toBe(true);
    expect(activeLabel(box)).toBe('Cisco SG110');
    expect(box.current.activeId).toBe('search-desktop-option-2');
    press(box, 'ArrowDown');
    expect(activeLabel(box)).toBe('Managed Switches');
    press(box, 'ArrowDown');
    press(box, 'ArrowDown');
    press(box, 'ArrowDown');
    expect(activeLabel(box)).toBe('Managed Switches');
  });

  it('opens the active suggestion with Enter, and leaves Enter to the form while none is active', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const box = searchBox().result;
    await suggestFor(box, 'cisco');
    expect(press(box, 'Enter').prevented).toBe(false);
    press(box, 'ArrowDown');
    press(box, 'ArrowDown');
    expect(press(box, 'Enter').prevented).toBe(true);
    expect(assign.mock.calls.map(([url]) => String(url))).toEqual([
      `${window.location.origin}/product/cisco-cbs350`,
    ]);
    expect(box.current.expanded).toBe(false);
  });

  it('closes the suggestions with Escape, keeping it from the header panel; lets a second Escape through', async () => {
    const box = searchBox().result;
    await suggestFor(box, 'cisco');
    press(box, 'ArrowDown');
    expect(press(box, 'Escape')).toEqual({ prevented: true, stopped: true });
    expect([box.current.expanded, box.current.activeId, box.current.status]).toEqual([
      false,
      undefined,
      '',
    ]);
    expect(press(box, 'Escape')).toEqual({ prevented: false, stopped: false });
  });

  it('on /products, moves within the page to a category or a search', async () => {
    const { result: box } = searchBox('/products?search=poe');
    const moves: string[] = [];
    window.addEventListener('popstate', () =>
      moves.push(`${window.location.pathname}${window.location.search}`),
    );
    await suggestFor(box, 'cisco');
    act(() => box.current.choose(box.current.options[0]!));
    const event = { preventDefault: vi.fn() } as unknown as SubmitEvent<HTMLFormElement>;
    act(() => box.current.type(' ip phone '));
    act(() => box.current.submit(event));
    expect(moves).toEqual(['/products?category=1&parent_id=11', '/products?search=ip+phone']);
    // The suggestion the last keystroke would have asked for is not asked for any more.
    await act(() => vi.advanceTimersByTimeAsync(typingPauseMs));
    expect(asked).toEqual(['/api/suggestions?search=cisco&lang=en']);
  });

  it('says when suggestions are unavailable, and never shows an answer to an older term', async () => {
    const box = searchBox().result;
    let late: (body: unknown) => void = () => undefined;
    answers = () => new Promise((resolve) => (late = resolve));
    await suggestFor(box, 'ci');
    answers = () => Promise.reject(new TypeError('Failed to fetch'));
    await suggestFor(box, 'cis');
    await act(async () => late(answer));
    expect([box.current.options, box.current.status]).toEqual([[], 'Suggestions are unavailable.']);
  });
});
