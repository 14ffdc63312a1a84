import type { Messages } from '..';

export const newsletter: Messages['newsletter'] = {};
