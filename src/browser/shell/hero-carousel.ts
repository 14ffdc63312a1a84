/**
 * The home carousel's script (src/components/home/HeroCarousel.astro). The server has drawn the first
 * slide; Swiper is needed only to move the slides, so it is fetched and started when the shopper
 * first reaches for the carousel (a pointer over it or down on it, a touch, focus moving into it) or
 * when autoplay would first advance, whichever comes first. A press on a button before then is
 * carried out once Swiper is ready, so none is lost.
 */
import type Swiper from 'swiper';

const reaching = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
/** Autoplay's delay, and how long the first slide shows before Swiper must be there to move it. */
export const autoplayDelayMs = 6000;

export function startHeroCarousels(): void {
  for (const section of document.querySelectorAll<HTMLElement>('[data-hero-carousel]')) watch(section);
}

function watch(section: HTMLElement) {
  let ready: Promise<Swiper> | null = null;
  const start = () => {
    if (!ready) {
      for (const type of reaching) section.removeEventListener(type, begin);
      showOtherPictures(section);
      ready = import('./hero-swiper').then(({ mountSwiper }) => mountSwiper(section, autoplayDelayMs));
    }
    return ready;
  };
  const begin = () => void start();
  for (const type of reaching) section.addEventListener(type, begin, { passive: true });
  for (const button of section.querySelectorAll<HTMLButtonElement>('[data-carousel-step]')) {
    const step = button.dataset.carouselStep;
    button.addEventListener('click', () => {
      void start().then((swiper) => (step === 'next' ? swiper.slideNext() : swiper.slidePrev()));
    });
  }
  window.setTimeout(begin, autoplayDelayMs);
}

/** The other slides' pictures, once the first has loaded: beside it they took its bandwidth. */
function showOtherPictures(section: HTMLElement) {
  const first = section.querySelector('img');
  const show = () => {
    for (const template of section.querySelectorAll<HTMLTemplateElement>('template[data-slide-picture]')) {
      template.parentElement?.querySelector('[data-picture-stand-in]')?.remove();
      template.replaceWith(template.content);
    }
  };
  if (!first || first.complete) return show();
  first.addEventListener('load', show, { once: true });
  first.addEventListener('error', show, { once: true });
}
