/**
 * A digest of everything a build's pages are made from: the catalogue as the build maps it
 * (products with the promotions live today, categories, slides, brands, home blocks; pictures by
 * their address), the site's own code and the settings pages depend on (`site`: origin, VAT
 * display). Two builds with the same digest publish the same pages, so a scheduled rebuild can stop
 * before building when nothing changed (`npm run build -- --if-changed`). A picture replaced at the
 * same address is not seen: give it a new address, or rebuild without the flag.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedCatalogue } from '../portal/catalogue.ts';
import type { Settings } from '../config/settings.ts';
import { productText } from './catalogue/product-texts.ts';

/**
 * What the pages are built from in the project: its code, its static files and its locked
 * dependencies.
 */
const SOURCES = [
  'src',
  'public',
  'astro.config.mjs',
  'tailwind.config.ts',
  'tsconfig.json',
  'package-lock.json',
];

const sha256 = () => createHash('sha256');

async function filesUnder(root: string, entry: string): Promise<string[]> {
  const full = path.join(root, entry);
  const listed = await readdir(full, { recursive: true, withFileTypes: true }).catch(() => null);
  if (!listed) return [entry];
  return listed
    .filter((d) => d.isFile())
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)));
}

/**
 * The project's own sources, by path and content; tests beside the code are left out (they change
 * no page).
 */
export async function codeDigest(root: string): Promise<string> {
  const files = (await Promise.all(SOURCES.map((entry) => filesUnder(root, entry))))
    .flat()
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .sort();
  const hash = sha256();
  for (const file of files) {
    const content = await readFile(path.join(root, file)).catch(() => null);
    if (content === null) continue;
    hash.update(`${file.split(path.sep).join('/')}\0${content.length}\0`).update(content);
  }
  return hash.digest('hex');
}

/**
 * Pictures count by their address on the portal, without the portal's origin: pages show the shop's
 * own copies, so the same catalogue read through another address of the portal builds the same
 * pages.
 */
export function catalogueDigest(
  { products, categories, slides, brands, home }: Omit<LoadedCatalogue, 'report'>,
  portalOrigin: string,
): string {
  const withoutOrigin = withoutOriginOf(portalOrigin);
  const text = (value: unknown) => JSON.stringify(value, withoutOrigin);
  // The digest of JSON.stringify({ products, categories, slides, brands, home }, withoutOrigin),
  // written product by product: each one's text is made once per product object.
  const hash = sha256().update('{"products":[');
  products.forEach((product, i) => {
    if (i > 0) hash.update(',');
    hash.update(productText(product, withoutOrigin));
  });
  return hash
    .update(`],"categories":${text(categories)},"slides":${text(slides)},`)
    .update(`"brands":${text(brands)},"home":${text(home)}}`)
    .digest('hex');
}

/** One replacer per origin, under which product texts are kept (catalogue/product-texts.ts). */
const replacers = new Map<string, (key: string, value: unknown) => unknown>();

function withoutOriginOf(portalOrigin: string) {
  let replacer = replacers.get(portalOrigin);
  if (!replacer) {
    replacer = (_key: string, value: unknown) =>
      typeof value === 'string' && value.startsWith(portalOrigin)
        ? value.slice(portalOrigin.length)
        : value;
    replacers.set(portalOrigin, replacer);
  }
  return replacer;
}

export function sourceDigest(parts: {
  catalogue: string;
  code: string;
  site: Settings['site'];
}): string {
  return sha256().update(JSON.stringify(parts)).digest('hex');
}

/**
 * The digest of a build of `catalogue`, read from the portal at `portalOrigin`, from the project at
 * `root` with the `site` settings.
 */
export async function buildDigest(
  catalogue: LoadedCatalogue,
  portalOrigin: string,
  site: Settings['site'],
  root: string,
): Promise<string> {
  return sourceDigest({
    catalogue: catalogueDigest(catalogue, portalOrigin),
    code: await codeDigest(root),
    site,
  });
}

/**
 * What a build is made from besides the catalogue: the code, the settings pages show and Astro's
 * command line (src/build/build-request.ts).
 */
export function buildInputsDigest(code: string, site: unknown, astroInputs: string): string {
  return sha256()
    .update(JSON.stringify([code, site, astroInputs]))
    .digest('hex');
}
