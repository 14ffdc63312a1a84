import type { Messages } from '..';

export const notFound: Messages['notFound'] = {};
