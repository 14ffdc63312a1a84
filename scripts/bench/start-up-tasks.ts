/**
 * `npm run bench:start-up`: the blocking time of the pages that run React at start-up (product,
 * cart with a stored line, checkout), on the last build (`npm run build` first), served on a free
 * port: Lighthouse (mobile, simulated 4x CPU) `--runs` times per page, each run's blocking time and
 * largest paint, and the tasks Lighthouse counted long with the script each is attributed to, so a
 * reader sees what blocks and not only how much (issue 39). Prints; writes nothing
 * (`-- --runs 3 --pages product,cart,checkout`).
 */
// First: the bench pages read src/ modules, which import their siblings without an extension.
import '../dev/src-loader.ts';
import { loadavg } from 'node:os';
import { lighthouseOnce, type Report } from './lighthouse-run.ts';
import { benchPages } from './pages.ts';
import { startShop } from './running-shop.ts';
import { stopAll } from './spawned.ts';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}
const runs = Number(option('--runs', '3'));
const only = option('--pages', 'product,cart,checkout').split(',');
const buildDir = option('--dir', 'dist');

interface LongTask {
  url?: string;
  duration?: number;
  startTime?: number;
}

interface ScriptTime {
  url?: string;
  scripting?: number;
  scriptParseCompile?: number;
}

const fileOf = (url: string | undefined) => (url ?? '?').replace(/^.*\/(_astro\/)?/, '') || '?';

/** Each long task Lighthouse lists (simulated at 4x), as `start ms: duration ms file`. */
function longTasks(lhr: Report): string[] {
  const items =
    (lhr.audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items ?? [];
  return items.map(
    (task) =>
      `${Math.round(task.startTime ?? 0)}: ${Math.round(task.duration ?? 0)} ms ${fileOf(task.url)}`,
  );
}

/**
 * The script time per file Lighthouse's bootup audit gives (scripting and parse/compile,
 * simulated), largest first.
 */
function scriptTime(lhr: Report): string[] {
  const items =
    (lhr.audits['bootup-time']?.details as { items?: ScriptTime[] } | undefined)?.items ?? [];
  return items.map(
    (item) =>
      `${fileOf(item.url)} ${Math.round(item.scripting ?? 0)}+${Math.round(item.scriptParseCompile ?? 0)} ms`,
  );
}

try {
  const shop = await startShop({ SERVE_DIR: buildDir }, {});
  try {
    const pages = (await benchPages(shop.origin)).filter((page) => only.includes(page.type));
    for (const page of pages) {
      for (let run = 1; run <= runs; run++) {
        const load = loadavg()[0]?.toFixed(1);
        const lhr = await lighthouseOnce(shop.origin, page);
        const tbt = Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN);
        const lcp = Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
        console.log(
          `[start-up] ${page.type} run ${run}: blocking ${tbt} ms, largest paint ${lcp} ms (load ${load})`,
        );
        console.log(`  long tasks: ${longTasks(lhr).join('; ') || 'none'}`);
        console.log(`  script time: ${scriptTime(lhr).slice(0, 6).join('; ')}`);
      }
    }
  } finally {
    await shop.stop();
  }
} finally {
  await stopAll();
}
