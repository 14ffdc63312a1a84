import type { Messages } from '..';

export const confirmation: Messages['confirmation'] = {};
