export const header = {};
