/**
 * `npm run rollback`: makes the release before the live one live again (`npm run rollback -- <id>`
 * for a given one) and lists the releases kept. A running `npm run serve` switches by itself.
 */
import path from 'node:path';
import {
  activateRelease,
  currentReleaseId,
  listReleases,
  previousReleaseId,
  readRelease,
} from '../release/releases.ts';
import { readSettings } from '../shop-src.ts';

const root = readSettings().releases.dir;
const current = await currentReleaseId(root);
const target = process.argv[2] ?? (await previousReleaseId(root));
const releases = await listReleases(root);

if (!target || !releases.includes(target)) {
  console.error(
    target
      ? `No release "${target}" in ${root}.`
      : `No release before ${current ?? 'the live one'} to go back to.`,
  );
  console.error(`Releases: ${releases.join(', ') || 'none'}`);
  process.exit(1);
}
await activateRelease(root, target);
const record = await readRelease(path.join(root, target));
console.log(
  `Release ${target} is live again (${record.products} products, built ${record.builtAt}); ` +
    `it replaced ${current ?? 'none'}.`,
);
console.log(`Releases: ${releases.map((id) => (id === target ? `${id} (live)` : id)).join(', ')}`);
