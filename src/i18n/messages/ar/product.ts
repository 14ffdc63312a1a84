import type { Messages } from '..';

export const product: Messages['product'] = {};
