import type { Messages } from '..';

export const checkout: Messages['checkout'] = {};
