import type { Messages } from '..';

export const cart: Messages['cart'] = {};
