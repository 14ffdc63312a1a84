import type { Messages } from '..';

export const header: Messages['header'] = {};
