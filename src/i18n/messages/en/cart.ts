export const cart = {};
