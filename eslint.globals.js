/**
 * The globals a module may read, by where it runs, from the `globals` package. TypeScript cannot
 * tell them apart: the one project declares the DOM's and Node's types in every file, and
 * typescript-eslint turns `no-undef` off in TypeScript. So each environment also names the
 * globals it lacks to `no-restricted-globals`, which sees TypeScript's references as well as
 * JavaScript's.
 */
import globals from 'globals';

/**
 * Node's storage globals are not the buyer's, whose cart and wishlist live in the browser: a server
 * module reading them reads the wrong place.
 */
const { localStorage: _local, sessionStorage: _session, ...node } = globals.node;

/**
 * The URL standard's classes, the same in the browser and on Node: the code both load writes its
 * links and query strings with them.
 */
const urls = { URL: globals.browser.URL, URLSearchParams: globals.browser.URLSearchParams };

const everywhere = { ...globals.node, ...globals.browser };

/**
 * The config for modules that run `where`: `available` as globals, every other global of the
 * browser and of Node (the language's own aside) refused.
 */
function environment(where, available) {
  const refused = Object.keys(everywhere)
    .filter((name) => !(name in available) && !(name in globals.builtin))
    .sort();
  return {
    languageOptions: { globals: available },
    rules: {
      'no-restricted-globals': [
        'error',
        ...refused.map((name) => ({ name, message: `${name} is not there: ${where}.` })),
      ],
    },
  };
}

export const environments = {
  browser: environment('this module runs in the browser', globals.browser),
  node: environment('this module runs on Node', node),
  shared: environment(
    'this module runs in the browser and on Node, so it keeps to the language and URLs',
    urls,
  ),
  /** Both: a test or a tool on Node that drives a browser, with code the page runs. */
  driver: { languageOptions: { globals: everywhere } },
};
