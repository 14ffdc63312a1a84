export const notFound = {};
