/**
 * The home page's promotional carousel (Swiper): at most three slides with a picture, title and
 * subtitle over the image, looping, with previous/next buttons. The first slide is rendered on the
 * server with its picture loaded at once, and the box has a fixed height, so nothing shifts when
 * Swiper takes over. It hydrates with `client:interact` (src/islands/interact): a button pressed
 * before then is marked, and the press is carried out here once Swiper is ready. The other slides'
 * pictures are not in the page until the first one has loaded: beside it they would take bandwidth
 * from the page's largest paint (lazy loading does not hold back a picture just off to the side).
 */
import { useEffect, useRef, useState, type Ref } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Keyboard } from 'swiper/modules';
import 'swiper/css';
import { pendingPressAttribute } from '../browser/interact/signals';
import { pictureSizes } from '../views/picture-sizes';

export interface CarouselSlide {
  id: number;
  href: string | null;
  title: string | null;
  subtitle: string | null;
  src: string;
  srcset: string;
  width: number;
  height: number;
}

// Drawn for left to right; mirrored on right-to-left pages, where "previous" sits on the right.
const arrow = (d: string) => (
  <svg
    viewBox="0 0 24 24"
    width="22"
    height="22"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.5"
    aria-hidden="true"
    className="rtl:-scale-x-100"
  >
    <path d={d} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

type CarouselTexts = {
  carousel: string;
  slideOf: string;
  previousSlide: string;
  nextSlide: string;
  promotionalSlide: string;
};

interface SlideProps {
  slide: CarouselSlide;
  first: boolean;
  /** Whether the slide's picture is in the page yet. */
  pictured: boolean;
  picture?: Ref<HTMLImageElement>;
  t: CarouselTexts;
}

function SlideBody({ slide, first, pictured, picture, t }: SlideProps) {
  const content = (
    <>
      {pictured ? (
        <img
          ref={picture}
          src={slide.src}
          srcSet={slide.srcset || undefined}
          sizes={pictureSizes.hero}
          width={slide.width}
          height={slide.height}
          alt={slide.title ?? t.promotionalSlide}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          // The first slide is the page's largest paint: decoded for the first frame, not the one
          // after the islands have hydrated.
          decoding={first ? undefined : 'async'}
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        // Named as its picture will be, so the slide (and its link) reads the same meanwhile.
        <span className="sr-only">{slide.title ?? t.promotionalSlide}</span>
      )}
      {(slide.title || slide.subtitle) && (
        <span
          className={[
            'absolute inset-0 flex flex-col justify-center gap-2 bg-linear-to-r from-black/65',
            'via-black/30 to-transparent px-16 md:px-20',
          ].join(' ')}
        >
          {/* The picture's alt text (or its stand-in) already is the title: screen readers hear it once. */}
          {slide.title && (
            <span aria-hidden="true" className="max-w-xl text-2xl font-bold text-white md:text-4xl">
              {slide.title}
            </span>
          )}
          {slide.subtitle && (
            <span className="max-w-xl text-base text-white md:text-lg">{slide.subtitle}</span>
          )}
        </span>
      )}
    </>
  );
  return slide.href ? (
    <a href={slide.href} className="relative block size-full">
      {content}
    </a>
  ) : (
    <div className="relative size-full">{content}</div>
  );
}

export default function HeroCarousel({ slides, t }: { slides: CarouselSlide[]; t: CarouselTexts }) {
  const swiper = useRef<SwiperInstance | null>(null);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const many = slides.length > 1;
  const firstPicture = useRef<HTMLImageElement>(null);
  const [othersPictured, setOthersPictured] = useState(false);
  useEffect(() => {
    const picture = firstPicture.current;
    if (!picture || picture.complete) {
      setOthersPictured(true);
      return;
    }
    const show = () => setOthersPictured(true);
    picture.addEventListener('load', show, { once: true });
    picture.addEventListener('error', show, { once: true });
    return () => {
      picture.removeEventListener('load', show);
      picture.removeEventListener('error', show);
    };
  }, []);
  // Passive effects run once Swiper is set up (onSwiper is called from its layout effect).
  useEffect(() => {
    for (const [button, press] of [
      [previous.current, () => swiper.current?.slidePrev()],
      [next.current, () => swiper.current?.slideNext()],
    ] as const) {
      if (!button?.hasAttribute(pendingPressAttribute)) continue;
      button.removeAttribute(pendingPressAttribute);
      press();
    }
  }, []);
  const button =
    'absolute top-1/2 z-10 flex size-11 -translate-y-1/2 items-center justify-center rounded-full ' +
    'bg-white/90 text-brand-800 shadow hover:bg-white';
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t.carousel}
      className="relative h-64 overflow-hidden rounded-lg bg-brand-900 md:h-96"
    >
      <Swiper
        modules={[A11y, Autoplay, Keyboard]}
        loop={many}
        autoplay={
          many ? { delay: 6000, disableOnInteraction: true, pauseOnMouseEnter: true } : false
        }
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ slideRole: 'group', slideLabelMessage: t.slideOf }}
        onSwiper={(s) => {
          swiper.current = s;
          // Reduced motion: no autoplay, and the buttons change slides without sliding.
          if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
            s.autoplay?.stop();
            s.params.speed = 0;
          }
        }}
        className="size-full"
      >
        {slides.map((slide, i) => (
          <SwiperSlide key={slide.id}>
            <SlideBody
              slide={slide}
              first={i === 0}
              pictured={i === 0 || othersPictured}
              picture={i === 0 ? firstPicture : undefined}
              t={t}
            />
          </SwiperSlide>
        ))}
      </Swiper>
      {many && (
        <>
          <button
            ref={previous}
            type="button"
            className={`${button} start-3`}
            aria-label={t.previousSlide}
            onClick={() => swiper.current?.slidePrev()}
          >
            {arrow('M15 18l-6-6 6-6')}
          </button>
          <button
            ref={next}
            type="button"
            className={`${button} end-3`}
            aria-label={t.nextSlide}
            onClick={() => swiper.current?.slideNext()}
          >
            {arrow('M9 18l6-6-6-6')}
          </button>
        </>
      )}
    </section>
  );
}
