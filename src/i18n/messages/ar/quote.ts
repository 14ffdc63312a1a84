import type { Messages } from '..';

export const quote: Messages['quote'] = {};
