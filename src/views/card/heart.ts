/** The wishlist heart's look, on cards and on the product page: filled while pressed. */
export const heartButtonClass =
  'icon-button shrink-0 text-ink-muted hover:text-accent-600 aria-pressed:text-accent-600 [&[aria-pressed=true]_svg]:fill-current';
