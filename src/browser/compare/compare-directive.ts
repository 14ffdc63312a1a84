/**
 * `client:compare`: hydrates the compare tray only once there is something to compare, so a page
 * whose visitor never compares ships none of its code (the product page has no JavaScript to
 * spare). That is when a choice is stored (from an earlier page, or another tab writes one) or a
 * Compare toggle is pressed; a press before the tray is ready is marked on the toggle, and the tray
 * carries it out when it mounts, so no press is lost. Astro inlines this into every page that uses
 * it: it imports nothing but names.
 */
import type { ClientDirective } from 'astro';
import {
  compareStorageKey,
  holdsChoices,
  pendingAttribute,
  readyAttribute,
  toggleSelector,
} from '../../stores/compare-signals';

const compareDirective: ClientDirective = (load) => {
  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    window.removeEventListener('storage', onStorage);
    void load().then((hydrateTray) => hydrateTray());
  };
  const onClick = (event: MouseEvent) => {
    if (document.documentElement.hasAttribute(readyAttribute))
      return document.removeEventListener('click', onClick);
    const toggle = event.target instanceof Element ? event.target.closest(toggleSelector) : null;
    if (!toggle) return;
    toggle.toggleAttribute(pendingAttribute);
    hydrate();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === compareStorageKey && holdsChoices(event.newValue)) hydrate();
  };
  document.addEventListener('click', onClick);
  window.addEventListener('storage', onStorage);
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(compareStorageKey);
  } catch {
    // Storage blocked: nothing was chosen on an earlier page.
  }
  if (holdsChoices(stored)) {
    if ('requestIdleCallback' in window) requestIdleCallback(hydrate);
    else setTimeout(hydrate, 200);
  }
};

export default compareDirective;
