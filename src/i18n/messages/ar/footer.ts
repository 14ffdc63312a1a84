import type { Messages } from '..';

export const footer: Messages['footer'] = {};
