// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../i18n/messages';
import { $compare } from '../../stores/compare';
import { pendingAttribute, readyAttribute } from '../../stores/compare-signals';
import { useCompareTray } from './compare-tray-state';

const t = messagesFor('en').compare;

/** A listing card with its Compare toggle, as the shop's cards are drawn. */
const card = (id: number) => `
  <article data-product-card>
    <img srcset="/_img/${id}-160.webp 160w, /_img/${id}-320.webp 320w" alt="">
    <h2><a href="/product/switch-${id}">Switch ${id}</a></h2>
    <button type="button" data-compare-toggle="${id}" aria-pressed="false">Compare</button>
  </article>`;

const toggle = (id: number) =>
  document.querySelector<HTMLButtonElement>(`[data-compare-toggle="${id}"]`)!;
const chosen = () => $compare.get().map((item) => item.id);
const pressed = () =>
  [...document.querySelectorAll('[data-compare-toggle]')].map((b) =>
    b.getAttribute('aria-pressed'),
  );

beforeEach(() => {
  $compare.set([]);
  document.body.innerHTML = [1, 2, 3, 4, 5].map(card).join('');
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const openTray = () => renderHook(() => useCompareTray(t)).result;

describe('the compare tray', () => {
  it("carries out a card's Compare press: the product chosen as the card shows it, said, its toggle pressed", () => {
    const tray = openTray();
    expect(document.documentElement.hasAttribute(readyAttribute)).toBe(true);
    act(() => toggle(2).click());
    expect($compare.get()).toEqual([
      { id: 2, slug: 'switch-2', name: 'Switch 2', image: '/_img/2-160.webp' },
    ]);
    expect(tray.current.notice).toEqual({ text: 'Switch 2 added to comparison.', refused: false });
    expect(tray.current.shown).toBe(true);
    expect(pressed()).toEqual(['false', 'true', 'false', 'false', 'false']);
    act(() => toggle(2).click());
    expect([chosen(), tray.current.notice.text, tray.current.shown]).toEqual([
      [],
      'Switch 2 removed from comparison.',
      false,
    ]);
  });

  it('carries out the presses made before it was ready', () => {
    toggle(3).setAttribute(pendingAttribute, '');
    const tray = openTray();
    expect(chosen()).toEqual([3]);
    expect(toggle(3).hasAttribute(pendingAttribute)).toBe(false);
    expect(tray.current.notice.text).toBe('Switch 3 added to comparison.');
  });

  it('refuses a fifth product and shows why', () => {
    const tray = openTray();
    for (const id of [1, 2, 3, 4, 5]) act(() => toggle(id).click());
    expect(chosen()).toEqual([1, 2, 3, 4]);
    expect(tray.current.notice).toEqual({
      text: 'You can compare up to 4 products. Remove one to add Switch 5.',
      refused: true,
    });
    expect(pressed()).toEqual(['true', 'true', 'true', 'true', 'false']);
  });

  it('presses the toggles of cards drawn later, and follows a choice made in another tab', async () => {
    openTray();
    act(() => $compare.set([{ id: 6, slug: 'switch-6', name: 'Switch 6', image: null }]));
    document.body.insertAdjacentHTML('beforeend', card(6));
    // The observer answers after the insertion, as a browser's does.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(toggle(6).getAttribute('aria-pressed')).toBe('true');
  });

  it('removes a product, says so and moves focus to the Compare link; Clear all empties it', () => {
    const tray = openTray();
    act(() => [1, 2].forEach((id) => toggle(id).click()));
    const link = document.createElement('a');
    link.href = '/compare';
    document.body.append(link);
    tray.current.openLinkRef.current = link;
    act(() => tray.current.remove(tray.current.items[0]!));
    expect([chosen(), tray.current.notice.text, document.activeElement]).toEqual([
      [2],
      'Switch 1 removed from comparison.',
      link,
    ]);
    act(() => tray.current.clear());
    expect([chosen(), tray.current.notice.text, pressed()]).toEqual([
      [],
      'Comparison cleared.',
      ['false', 'false', 'false', 'false', 'false'],
    ]);
  });

  it('stops handling presses once gone', () => {
    const { unmount } = renderHook(() => useCompareTray(t));
    unmount();
    const changes = vi.fn();
    const stopListening = $compare.listen(changes);
    toggle(1).click();
    stopListening();
    expect(changes).not.toHaveBeenCalled();
    expect(document.documentElement.hasAttribute(readyAttribute)).toBe(false);
  });
});
