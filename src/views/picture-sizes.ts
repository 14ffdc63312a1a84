/**
 * The `sizes` of each kind of picture: the width its box gives the picture at each breakpoint, so a
 * browser fetches the smallest published width that is sharp there and decodes no more pixels than
 * it shows. Each is the box's content width (the page's 80rem container with 1rem padding, the
 * grid's columns and gaps, the picture's own padding and border), from a phone's width to a wide
 * desktop's; where a formula cannot be exact it errs a few pixels wide, never narrow
 * (tests/e2e/picture-sizes.spec.ts holds them to the boxes).
 *
 * Saying the viewport's width instead (50vw for a phone's two columns of cards, 100vw for a
 * product's picture) makes a phone with a high device pixel ratio fetch and decode a card width
 * twice or more what its box needs, and a product picture a width larger than its box.
 */
export const pictureSizes = {
  /**
   * A product card in any grid (src/views/card/grid.ts): two columns on a phone, three from 640 px;
   * from 1024 px between 203 and 294 px, by grid and sidebar.
   */
  card: '(min-width: 1024px) 18.5rem, (min-width: 640px) calc(33.4vw - 2.75rem), calc(50vw - 2.875rem)',
  /**
   * A product's main picture: the page's width on a phone and a tablet, a 36rem column beside the
   * buy box from 1024 px.
   */
  gallery: '(min-width: 1024px) 36rem, calc(100vw - 4rem)',
  /** The home page's carousel: the container's width. */
  hero: '(min-width: 1280px) 78rem, calc(100vw - 2rem)',
  /** The home page's offer banners: the container's width, two abreast from 768 px. */
  offer: '(min-width: 1280px) 38.5rem, (min-width: 768px) calc(50vw - 1.5rem), calc(100vw - 2rem)',
  /**
   * A category's round tile on the home page (size-20, sm:size-24, less its border and padding).
   */
  categoryTile: '(min-width: 640px) 4.75rem, 3.75rem',
} as const;
