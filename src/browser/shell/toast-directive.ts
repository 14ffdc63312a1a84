/**
 * `client:toast`: hydrates the toasts' island when the first toast is raised, or once the page has
 * loaded and is idle when the previous page left toasts to show. Until then no page evaluates React
 * for it: hydrated once the page was idle (the former `client:settled`), it did so on every page, a long task at start-up on pages that have
 * no other island (issue 39). Astro inlines this into every page: it imports names and the
 * after-load helper only.
 */
import type { ClientDirective } from 'astro';
import { pendingToastsKey, toastEvent } from '../../stores/toast-signals';
import { afterLoadIdle } from '../after-load';

const toastDirective: ClientDirective = (load) => {
  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    window.removeEventListener(toastEvent, hydrate);
    void load().then((hydrateToaster) => hydrateToaster());
  };
  window.addEventListener(toastEvent, hydrate);
  let pending: string | null = null;
  try {
    pending = sessionStorage.getItem(pendingToastsKey);
  } catch {
    // Storage blocked: the previous page could leave nothing.
  }
  if (pending) afterLoadIdle(hydrate);
};

export default toastDirective;
