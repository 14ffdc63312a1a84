import type { Messages } from '..';

export const meta: Messages['meta'] = {};
