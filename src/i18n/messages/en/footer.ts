export const footer = {};
