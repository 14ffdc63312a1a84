/**
 * `client:toast`: hydrates the toasts' island when the first toast is raised, or once the page has
 * loaded and is idle where React runs at start-up anyway (a page with a client:load, client:idle or
 * client:painted island: the buy box, the cart, the checkout) or the previous page left toasts to
 * show. Hydrated once idle on every page, it would evaluate React's runtime at start-up on pages
 * with no other island, a long task (ADR 0020); and where a toast is
 * raised right before the page changes (an order placed), the island must be ready, not loading.
 * Astro inlines this into every page: it imports names and the after-load helper only.
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
  if (
    pending ||
    document.querySelector(
      'astro-island[client="load"], astro-island[client="idle"], astro-island[client="painted"]',
    )
  )
    afterLoadIdle(hydrate);
};

export default toastDirective;
