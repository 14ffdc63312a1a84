import type { Messages } from '..';

export const listing: Messages['listing'] = {};
