export const quote = {};
