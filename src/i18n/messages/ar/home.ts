import type { Messages } from '..';

export const home: Messages['home'] = {};
