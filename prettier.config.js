/**
 * The format of the code (`npm run format`; `npm run lint` checks it), set to the style the code
 * was written in: single quotes, semicolons, trailing commas, lines of 100 like Astro and
 * Starlight.
 */
export default {
  printWidth: 100,
  singleQuote: true,
  trailingComma: 'all',
  plugins: ['prettier-plugin-astro'],
};
