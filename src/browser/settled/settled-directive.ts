/**
 * `client:settled`: hydrates an island once the page has loaded and the browser is then idle, or
 * after five seconds on a page still loading (a slow picture must not keep the cart's count or a
 * toast away). For islands no first paint needs and whose server HTML holds their place until then
 * (the header's cart count, the toasts' region). `client:idle` hydrated them in an idle moment while
 * the page's largest picture was still on its way, and React's runtime (58 KB compressed) took its
 * bandwidth.
 */
import type { ClientDirective } from 'astro';
import { afterLoadIdle } from '../after-load';

const longestWaitMs = 5000;

const settledDirective: ClientDirective = (load) => {
  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    void load().then((hydrateIsland) => hydrateIsland());
  };
  afterLoadIdle(hydrate);
  window.setTimeout(hydrate, longestWaitMs);
};

export default settledDirective;
