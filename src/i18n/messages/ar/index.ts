/** Every namespace of the ar catalogue; each file holds one part of the shop. */
export { common } from './common';
export { header } from './header';
export { footer } from './footer';
export { home } from './home';
export { listing } from './listing';
export { product } from './product';
export { cart } from './cart';
export { checkout } from './checkout';
export { confirmation } from './confirmation';
export { quote } from './quote';
export { newsletter } from './newsletter';
export { legal } from './legal';
export { search } from './search';
export { card } from './card';
export { answers } from './answers';
export { compare } from './compare';
