/**
 * The wishlist heart's look, on cards and on the product page: filled while pressed (global.css).
 */
export const heartButtonClass = 'icon-button heart-button shrink-0';
