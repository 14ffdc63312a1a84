/**
 * What differs between two build outputs, file by file and byte for byte, but for what is different
 * by design between two builds of the same state, each named here:
 * - `release.json`: the release's id, time, duration and how many pages it wrote; its catalogue
 *   figures are compared.
 * - the server bundle: Astro's manifest and @astrojs/node write into it the absolute paths of the
 *   folder Astro built in and of Astro's cache, and each history has its own, which also renames
 *   the chunks that hold them (their names end in a digest of their content); and Astro's key for
 *   server islands and actions, random in each build unless ASTRO_KEY is set; and the order of the
 *   manifest's list of static files, which Astro takes from a concurrent walk of the folder
 *   (tinyglobby) and which differs between any two builds, two from nothing as well. Compared with
 *   those paths, the chunk digests and the key masked and that list sorted.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseRecord } from '../../scripts/runtime/release/releases.ts';

const CHUNK_DIGEST = /_[A-Za-z0-9_-]{8}\.mjs/g;
const ASTRO_KEY = /"key":"[A-Za-z0-9+/=]+"/g;
const STATIC_FILES = /"assets":\[([^\]]*)\]/g;
const sortedList = (_match: string, items: string) =>
  `"assets":[${items.split(',').sort().join(',')}]`;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

const catalogueFigures = ({
  products,
  categories,
  slides,
  brands,
  pages,
  dropped,
  warnings,
  digest,
}: ReleaseRecord) => ({
  products,
  categories,
  slides,
  brands,
  pages,
  dropped,
  warnings,
  digest,
});

/**
 * Differences between the outputs `a` and `b`, one line each; `stateDirs` hold the build folder and
 * Astro's cache each was built with.
 */
export async function outputDifferences(
  a: string,
  b: string,
  stateDirs: [string, string],
): Promise<string[]> {
  const differences: string[] = [];
  const [clientA, clientB] = await Promise.all([
    filesUnder(path.join(a, 'client')),
    filesUnder(path.join(b, 'client')),
  ]);
  const inB = new Set(clientB);
  const inA = new Set(clientA);
  for (const file of clientA)
    if (!inB.has(file)) differences.push(`only in the first: client/${file}`);
  for (const file of clientB)
    if (!inA.has(file)) differences.push(`only in the second: client/${file}`);
  for (const file of clientA.filter((f) => inB.has(f))) {
    const [x, y] = await Promise.all([
      readFile(path.join(a, 'client', file)),
      readFile(path.join(b, 'client', file)),
    ]);
    if (!x.equals(y)) differences.push(`differs: client/${file}`);
  }

  for (const file of ['client-scan.json']) {
    const [x, y] = await Promise.all([readFile(path.join(a, file)), readFile(path.join(b, file))]);
    if (!x.equals(y)) differences.push(`differs: ${file}`);
  }
  const [recordA, recordB] = await Promise.all(
    [a, b].map(
      async (dir) =>
        JSON.parse(await readFile(path.join(dir, 'release.json'), 'utf8')) as ReleaseRecord,
    ),
  );
  if (
    JSON.stringify(catalogueFigures(recordA as ReleaseRecord)) !==
    JSON.stringify(catalogueFigures(recordB as ReleaseRecord))
  )
    differences.push('differs: the catalogue figures of release.json');

  const masked = async (dir: string, stateDir: string) => {
    const files = await filesUnder(path.join(dir, 'server'));
    const texts = await Promise.all(
      files.map(
        async (file) =>
          `${file.replace(CHUNK_DIGEST, '_#.mjs')}\n${(await readFile(path.join(dir, 'server', file), 'utf8')).replaceAll(stateDir, '<build state>').replace(CHUNK_DIGEST, '_#.mjs').replace(ASTRO_KEY, '"key":"<random>"').replace(STATIC_FILES, sortedList)}`,
      ),
    );
    return texts.sort();
  };
  const [serverA, serverB] = await Promise.all([masked(a, stateDirs[0]), masked(b, stateDirs[1])]);
  if (serverA.length !== serverB.length)
    differences.push(`the server bundles hold ${serverA.length} and ${serverB.length} files`);
  else
    serverA.forEach((text, i) => {
      const other = serverB[i] as string;
      if (text === other) return;
      // The first place they part, so a failure says what differs in a bundle of megabytes.
      let at = 0;
      while (text[at] === other[at]) at++;
      differences.push(
        `differs: server/${text.split('\n')[0]} at "${text.slice(Math.max(0, at - 60), at + 60)}" / "${other.slice(Math.max(0, at - 60), at + 60)}"`,
      );
    });
  return differences;
}
