import type { Messages } from '..';

export const forms: Messages['forms'] = {};
