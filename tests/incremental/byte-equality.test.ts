/**
 * Incremental builds give the same bytes as a build from nothing (issue 26, ADR 0012). A catalogue
 * of 1,000 products on the demo portal goes through a scripted day of back-office edits and three
 * shop changes (a setting, a component, the code that maps records); after each, a copy of the
 * project builds incrementally on its last build, then from nothing, and the two outputs must hold
 * the same files, byte for byte (compare-outputs.ts names the little that differs by design).
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startDemoPortal,
  type CatalogueEdit,
  type DemoPortal,
} from '../../scripts/demo-portal/server.ts';
import type { ReleaseRecord } from '../../scripts/runtime/release/releases.ts';
import { copyProject, type ProjectCopy } from './project-copy.ts';
import { outputDifferences } from './compare-outputs.ts';

const PRODUCTS = 1000;

/** The checkout's script (the copy holds no tests) that renders a build's pages again. */
const renderedAgain = new URL('./rendered-again.ts', import.meta.url);

/**
 * One change to the state the shop is built from, and how many pages an incremental build of it may
 * write at most.
 */
interface Step {
  name: string;
  apply: () => Promise<void>;
  /** Pages the incremental build may write; a full build writes about 4,000. */
  atMost: number;
  /**
   * The products a delivery would name: the incremental build reads those alone from the portal.
   */
  named?: number[];
  /** What must render the pages: the last build's kept renderer only where nothing else changed. */
  renderer?: ReleaseRecord['renderer'];
  /** Files of the output the build must leave as the last one made them: linked, not written. */
  unwritten?: string[];
}

let portal: DemoPortal;
let work: string;
let project: ProjectCopy;
/** Settings both copies build with, changed by a step. */
let settings: NodeJS.ProcessEnv = {};

const edit = (change: CatalogueEdit) => async () => {
  portal.applyEdit(change);
};

/**
 * The pages a change to product 5 alone touches: its page in two languages, a few listing pages,
 * and what every build writes again.
 */
const ONE_PRODUCT = 120;
/**
 * A change every page shows (the header's categories, the settings, the code): every page again.
 */
const EVERY_PAGE = Number.POSITIVE_INFINITY;

const steps: Step[] = [
  {
    name: "a product's price",
    apply: edit({ kind: 'price', id: 5, price: 1234.5 }),
    atMost: ONE_PRODUCT,
    named: [5],
    renderer: 'kept renderer',
    // Rendered again, to the same bytes: a price is in neither.
    unwritten: ['client/sitemap.xml', 'client/robots.txt'],
  },
  {
    // Its compare files, named by their content, were written outside Astro's build last time.
    name: "the same product's price again",
    apply: edit({ kind: 'price', id: 5, price: 1199 }),
    atMost: ONE_PRODUCT,
    named: [5],
    renderer: 'kept renderer',
  },
  {
    name: "a product's stock",
    apply: edit({ kind: 'price', id: 6, quantity: 0 }),
    atMost: ONE_PRODUCT,
  },
  {
    name: "a product's name",
    apply: edit({ kind: 'rename-product', id: 7, name: 'Renamed Gigabit Switch 24-Port' }),
    atMost: ONE_PRODUCT,
    named: [7],
  },
  {
    name: 'a new product',
    apply: edit({
      kind: 'add-product',
      subcategory_id: 11,
      brand_id: 1,
      name: 'Cisco Catalyst 1300-24T Managed Switch',
      price: 2199,
      quantity: 4,
    }),
    // Id 1001 is among the footer's products, the catalogue's first six by id read as text ("1",
    // "10", "100", "1000", "1001"...).
    atMost: EVERY_PAGE,
    named: [1001],
    renderer: 'astro build',
  },
  {
    name: 'a deleted product',
    apply: edit({ kind: 'delete-product', id: 8 }),
    atMost: 400,
    named: [8],
    renderer: 'astro build',
  },
  {
    name: 'a category renamed',
    apply: edit({ kind: 'rename-category', id: 11, name: 'Smart Managed Switches' }),
    atMost: EVERY_PAGE,
  },
  {
    name: 'a category moved',
    apply: edit({ kind: 'move-category', id: 12, parent_id: 2 }),
    atMost: EVERY_PAGE,
  },
  {
    name: 'the slider',
    apply: edit({ kind: 'edit-slide', position: 1, caption: 'Eid offers on every switch' }),
    atMost: ONE_PRODUCT,
  },
  {
    name: 'the brands',
    apply: edit({ kind: 'rename-brand', id: 1, name: 'Cisco Systems' }),
    atMost: EVERY_PAGE,
  },
  {
    name: 'the home blocks',
    apply: edit({ kind: 'home', featured: [1, 2, 3, 4], best_sellers: [10, 9, 12, 11] }),
    atMost: ONE_PRODUCT,
  },
  {
    name: 'the setting PRICES_INCLUDE_VAT',
    apply: async () => {
      settings = { ...settings, PRICES_INCLUDE_VAT: 'false' };
    },
    atMost: EVERY_PAGE,
  },
  {
    name: 'an edited component',
    apply: async () => {
      await project.edit(
        'src/components/product/TrustBadges.astro',
        'gap-3 rounded-md',
        'gap-3 rounded-lg',
      );
    },
    atMost: EVERY_PAGE,
  },
  {
    name: 'an edited mapping module',
    // Every record is as the portal gave it last time: only the code reading it changed (issue 50).
    apply: async () => {
      await project.edit(
        'src/portal/map.ts',
        "code: toText(wire.code) ?? '',",
        "code: (toText(wire.code) ?? '').toLowerCase(),",
      );
    },
    atMost: EVERY_PAGE,
  },
];

function differences(): Promise<string[]> {
  return outputDifferences(project.output('incremental'), project.output('from-nothing'), [
    project.stateDir('incremental'),
    project.stateDir('from-nothing'),
  ]);
}

/**
 * Builds the same state from nothing, checks it did, and answers what differs from the incremental
 * output.
 */
async function fromNothing(): Promise<string[]> {
  await project.forget('from-nothing');
  const full = await project.build('from-nothing', settings);
  expect(full.pagesRendered).toBe(full.pages);
  return differences();
}

describe('an incremental build', () => {
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'incremental-build-'));
    portal = await startDemoPortal({ products: PRODUCTS });
    const portalEnv = { PORTAL_API_URL: portal.origin, PORTAL_API_KEY: portal.apiKey };
    project = await copyProject(process.cwd(), path.join(work, 'project'), portalEnv);
    const first = await project.build('incremental');
    expect(first.fullBuild).toBe('no previous output to build on');
  });

  afterAll(async () => {
    await portal?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('writes nothing but the pages without a cache key when nothing changed', async () => {
    const again = await project.build('incremental');
    expect(again.fullBuild).toBeNull();
    expect(again.pagesRendered).toBeLessThan(40);
  });

  it("renders the last build's pages again outside Astro's build, byte for byte (ADR 0032)", async () => {
    const client = path.join(project.output('incremental'), 'client');
    const { files, differing } = JSON.parse(
      await project.node('incremental', [fileURLToPath(renderedAgain), client]),
    ) as { files: number; differing: string[] };
    expect(differing).toEqual([]);
    const record = JSON.parse(
      await readFile(path.join(project.output('incremental'), 'release.json'), 'utf8'),
    ) as ReleaseRecord;
    // Every product's page in both languages, the listing pages, feeds and compare files; the
    // redirect pages are the build's own hook's, not the renderer's.
    expect(files).toBeGreaterThan(2 * record.products);
  });

  for (const step of steps) {
    it(`after ${step.name}, writes the same files as a build from nothing`, async () => {
      await step.apply();
      const named = step.named ? ['--products', step.named.join(',')] : [];
      const inodes = () =>
        Promise.all(
          (step.unwritten ?? []).map(
            async (file) => (await stat(path.join(project.output('incremental'), file))).ino,
          ),
        );
      const before = await inodes();
      const record = await project.build('incremental', settings, named);
      expect(await inodes()).toEqual(before);
      expect(record.fullBuild).toBeNull();
      expect(record.namedProducts).toEqual(step.named ?? null);
      // A build no delivery named products for is Astro's.
      const renderer = step.named ? step.renderer : 'astro build';
      if (renderer) expect(record.renderer).toBe(renderer);
      if (Number.isFinite(step.atMost))
        expect(record.pagesRendered).toBeLessThanOrEqual(step.atMost);
      expect(await fromNothing()).toEqual([]);
    });
  }

  it('starts from nothing, and says so, when the last build stopped half-way', async () => {
    await writeFile(
      `${project.buildFolder('incremental')}.state.json`,
      JSON.stringify({ phase: 'building' }),
    );
    const record = await project.build('incremental', settings);
    expect(record.fullBuild).toBe('the previous build stopped before it finished');
    expect(record.pagesRendered).toBe(record.pages);
    expect(await differences()).toEqual([]);
  });
});
