export const product = {};
