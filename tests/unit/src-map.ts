/**
 * The map of src/: which layer holds a folder for which capability, and the folders of a layer that
 * are parts of it rather than capabilities. The layer test (src-layout.test.ts) refuses any folder
 * of src/ this table does not name, and checks docs/architecture.md's table of capabilities against it.
 *
 * The rule: a capability has a folder in a layer once it has two modules or more there (tests
 * aside); a single module sits at the layer's root, named after the capability, so
 * `find src -path '*wishlist*'` still shows all of it.
 */

/** The top-level folders of src/, each a layer. */
export const layers = [
  'config',
  'i18n',
  'domain',
  'portal',
  'build',
  'integrations',
  'server',
  'stores',
  'browser',
  'views',
  'islands',
  'components',
  'layouts',
  'pages',
  'styles',
  'assets',
] as const;
export type Layer = (typeof layers)[number];

/** The modules at the top of src/, each a layer of its own. */
export const topModules = ['site.config.ts', 'content.config.ts', 'middleware.ts'] as const;
type Part = Layer | (typeof topModules)[number];

/**
 * What each layer may import of the others (src-layout.test.ts, "the src/ layers"), from the bottom
 * up: the words, formats and domain rules depend on nothing but the site's configuration; the
 * portal client maps the portal's records to the domain; the build and the server sit on the
 * portal, and the build's integrations hand the server what a build made; in the browser, views
 * draw the domain, stores keep it, browser scripts use both and islands all three; components,
 * layouts and pages put it together. Nothing below imports what is
 * above it, and nothing the browser loads imports the portal, the server or the build.
 */
export const directions = {
  imports: {
    config: [],
    'site.config.ts': [],
    i18n: ['site.config.ts'],
    domain: ['i18n', 'site.config.ts'],
    portal: ['domain'],
    build: ['config', 'domain', 'i18n', 'portal', 'site.config.ts'],
    integrations: ['build', 'domain', 'i18n', 'server'],
    server: ['config', 'domain', 'i18n', 'portal', 'site.config.ts'],
    stores: ['domain'],
    views: ['domain', 'i18n'],
    browser: ['domain', 'i18n', 'stores', 'views'],
    islands: ['browser', 'domain', 'i18n', 'site.config.ts', 'stores', 'views'],
    components: [
      'browser',
      'build',
      'config',
      'domain',
      'i18n',
      'islands',
      'site.config.ts',
      'views',
    ],
    layouts: ['components', 'domain', 'i18n', 'islands', 'site.config.ts', 'styles'],
    pages: [
      'browser',
      'build',
      'components',
      'config',
      'domain',
      'i18n',
      'islands',
      'layouts',
      'portal',
      'server',
      'site.config.ts',
      'stores',
      'styles',
      'views',
    ],
    'content.config.ts': ['build'],
    'middleware.ts': ['server'],
    styles: [],
    assets: [],
  } satisfies Record<Part, readonly Part[]>,
  /** The site's configuration is typed by the types it configures. */
  typesOnly: { 'site.config.ts': ['domain', 'i18n'] } satisfies Partial<
    Record<Part, readonly Part[]>
  >,
  /** The imports against the table the code has today, each to be undone rather than copied. */
  exceptions: {
    'browser/card/card-actions.ts -> islands/RecentlyViewedSection.tsx':
      "the cards' script draws the recently viewed cards with their island, loaded when needed",
    'server/listing/recall-set.ts -> build/listing/listing-tables.ts':
      'the search relevance set (its tests and the recall bench) builds a snapshot as the build does',
  },
};

/**
 * Each capability as docs/architecture.md's table names it (its row's first cell), and its folders: by folder
 * name, the layers that hold one. A capability with no folder has its modules at its layers' roots.
 */
export const capabilities: Record<string, Record<string, readonly Layer[]>> = {
  'listing and search': {
    listing: ['domain', 'build', 'server', 'browser', 'islands', 'views', 'components'],
    '[listing]': ['pages'],
  },
  'product page': { product: ['components', 'pages'] },
  'product cards': { card: ['domain', 'views', 'components', 'browser'] },
  compare: { compare: ['domain', 'build', 'browser', 'islands'], data: ['pages'] },
  cart: { cart: ['domain', 'browser', 'islands', 'pages'] },
  'checkout and orders': { checkout: ['domain', 'server', 'browser', 'islands'] },
  'order tracking': { tracking: ['domain', 'server', 'islands'] },
  'live prices': { live: ['domain', 'server', 'browser'], 'api/live': ['pages'] },
  wishlist: {},
  'recently viewed': {},
  'quote, notify, newsletter': { contact: ['domain', 'islands'], forms: ['islands'] },
  feeds: { feeds: ['build', 'pages'] },
  'catalogue read': { catalogue: ['build'], images: ['build'] },
  shell: { shell: ['components', 'browser'], home: ['components'] },
};

/** Folders that are parts of a layer, not capabilities, and why they are folders. */
export const layerParts: Record<string, string> = {
  'i18n/messages':
    'the message catalogues, a folder per language (their names come from the site configuration)',
  'browser/interact':
    'the client directive that hydrates on the first interaction, and its signals',
  'components/shell/header': "the shell's header parts",
  'components/shell/footer': "the shell's footer parts",
  'pages/api': 'the on-demand server routes',
  'assets/fonts': 'the font files the build serves',
};

/** Every folder of src/ the table allows, as paths relative to src/. */
export function allowedFolders(): Set<string> {
  const folders = new Set<string>([...layers, ...Object.keys(layerParts)]);
  for (const folders_ of Object.values(capabilities)) {
    for (const [folder, inLayers] of Object.entries(folders_))
      for (const layer of inLayers) folders.add(`${layer}/${folder}`);
  }
  return folders;
}

/**
 * Where a capability folder named `folder` may be: the layers the table gives it, across
 * capabilities.
 */
export function layersOf(folder: string): Layer[] {
  return Object.values(capabilities).flatMap((folders) => [...(folders[folder] ?? [])]);
}
