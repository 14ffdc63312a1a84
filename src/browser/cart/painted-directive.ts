/**
 * `client:painted`: hydrates the cart's and the checkout's island once the stored cart painted
 * before React (./paint-stored-cart.ts) is on screen, or at the page's load if that script never
 * ran. Hydrating at once (`client:load`), React's chunks would be fetched and run before the
 * painting script (a module, which waits for the whole page to be parsed), so React would draw the
 * lines and the largest paint would wait for it (ADR 0019). Astro inlines this into the pages that
 * use it:
 * it imports names and the after-paint and yield helpers only.
 */
import type { ClientDirective } from 'astro';
import { afterNextPaint } from '../after-paint';
import { yieldToMain } from '../yield-to-main';
import { paintedEvent } from './painted-signal';

const paintedDirective: ClientDirective = (load) => {
  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    // Hydration starts in a task of its own: called as the island's modules finish evaluating, it
    // would join their evaluation in one long task (ADR 0020).
    void load().then(async (hydrateIsland) => {
      await yieldToMain();
      await hydrateIsland();
    });
  };
  if (document.documentElement.hasAttribute(paintedEvent)) {
    afterNextPaint(hydrate);
    return;
  }
  document.addEventListener(paintedEvent, () => afterNextPaint(hydrate), { once: true });
  window.addEventListener('load', hydrate, { once: true });
};

export default paintedDirective;
