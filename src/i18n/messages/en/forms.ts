export const forms = {};
