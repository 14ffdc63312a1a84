/**
 * `npm run build`: builds the shop against the portal (or the embedded demo portal when
 * PORTAL_API_URL is unset) and ends with a short report of what was fetched, dropped and built.
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { portalEnv } from './lib/portal-env.ts';
import { run } from './lib/run.ts';

async function countPages(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((e) => e.endsWith('.html')).length;
}

const started = Date.now();
const work = await mkdtemp(path.join(tmpdir(), 'shop-build-'));
const reportFile = path.join(work, 'catalogue-report.json');
const portal = await portalEnv();
let code: number;
try {
  code = await run('npx', ['astro', 'build', ...process.argv.slice(2)], { ...portal.env, CATALOGUE_REPORT_FILE: reportFile });
} finally {
  await portal.stop();
}

if (code !== 0) {
  console.error(`\nBuild FAILED (exit ${code}): nothing was published. See the error above.`);
  await rm(work, { recursive: true, force: true });
  process.exit(code);
}

const report = JSON.parse(await readFile(reportFile, 'utf8')) as {
  products: number;
  categories: number;
  slides: number;
  brands: number;
  dropped: { id?: number | string; name?: string; reason: string }[];
};
await rm(work, { recursive: true, force: true });
const pages = await countPages(path.resolve('dist/client'));
const reasons = new Map<string, number>();
for (const d of report.dropped) reasons.set(d.reason, (reasons.get(d.reason) ?? 0) + 1);

console.log('\nCatalogue build report');
console.log(`  products   ${report.products}`);
console.log(`  categories ${report.categories}`);
console.log(`  slides     ${report.slides}`);
console.log(`  brands     ${report.brands}`);
console.log(`  pages      ${pages}`);
console.log(`  dropped    ${report.dropped.length}${[...reasons].map(([r, n]) => `\n    ${n} x ${r}`).join('')}`);
console.log(`  time       ${((Date.now() - started) / 1000).toFixed(1)} s`);
