/**
 * `client:interact={ms}`: hydrates an island when the shopper first reaches for it (a pointer over
 * it or down on it, a touch, focus moving into it) or after `ms` milliseconds, whichever comes
 * first; `client:interact` alone waits for the shopper. Until then the island is its
 * server-rendered HTML. The home page's carousel hydrates so: its first slide is already drawn, and
 * hydrating Swiper with React while the page loads would be the page's longest task. So do the
 * header's
 * search boxes, plain GET forms until someone uses one. A button (type="button") pressed before the
 * island is ready is marked, and the island carries the press out once it is, so no press is lost;
 * a submit button's press its form carries out itself.
 */
import type { ClientDirective } from 'astro';
import { pendingPressAttribute } from './signals';

const reaching = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

const interactDirective: ClientDirective = (load, options, el) => {
  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    for (const type of reaching) el.removeEventListener(type, hydrate);
    void load().then((hydrateIsland) => {
      // From here the island's framework listens itself and replays a press on what it has not
      // hydrated yet: marking one too would carry it out twice.
      el.removeEventListener('click', onClick, true);
      return hydrateIsland();
    });
  };
  const onClick = (event: Event) => {
    const button =
      event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
    if (!button) return;
    button.setAttribute(pendingPressAttribute, '');
    hydrate();
  };
  for (const type of reaching) el.addEventListener(type, hydrate, { passive: true });
  el.addEventListener('click', onClick, true);
  if (typeof options.value === 'number') window.setTimeout(hydrate, options.value);
};

export default interactDirective;
