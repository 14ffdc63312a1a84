/**
 * The format of the code (`npm run format`; `npm run lint` checks it), set to the style the code was
 * written in: single quotes, semicolons, trailing commas, long lines.
 */
export default {
  printWidth: 160,
  singleQuote: true,
  trailingComma: 'all',
  plugins: ['prettier-plugin-astro'],
};
