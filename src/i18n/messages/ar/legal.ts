import type { Messages } from '..';

export const legal: Messages['legal'] = {};
