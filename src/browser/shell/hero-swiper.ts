/**
 * Swiper on the server's markup of a home carousel (src/components/home/HeroCarousel.astro): its
 * own chunk, loaded only once the carousel is needed (hero-carousel.ts).
 */
import Swiper from 'swiper';
import { A11y, Autoplay, Keyboard } from 'swiper/modules';

export function mountSwiper(section: HTMLElement, autoplayDelayMs: number): Swiper {
  const many = section.dataset.many === 'true';
  // Reduced motion: no autoplay, and the buttons change slides without sliding.
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return new Swiper(section.querySelector<HTMLElement>('.swiper') ?? section, {
    modules: [A11y, Autoplay, Keyboard],
    loop: many,
    autoplay: many && !still ? { delay: autoplayDelayMs, disableOnInteraction: true, pauseOnMouseEnter: true } : false,
    ...(still ? { speed: 0 } : {}),
    keyboard: { enabled: true, onlyInViewport: true },
    a11y: { slideRole: 'group', slideLabelMessage: section.dataset.slideLabel },
  });
}
