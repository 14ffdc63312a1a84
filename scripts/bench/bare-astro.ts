/**
 * The yardstick for build throughput: a bare Astro project (no integrations, no data, one layout)
 * that writes the same number of HTML pages as the shop, built by the same Astro on the same
 * machine in the same run. The shop's pages per second against these says what the shop's own
 * work costs on top of Astro's.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exitCode, spawnTracked } from './spawned.ts';

const page = `---
export function getStaticPaths() {
  return Array.from({ length: Number(process.env.BARE_PAGES) }, (_, i) => ({ params: { n: String(i) } }));
}
const { n } = Astro.params;
const items = Array.from({ length: 20 }, (_, i) => \`Item \${i + 1} of page \${n}\`);
---
<html lang="en">
  <head><meta charset="utf-8" /><title>Page {n}</title></head>
  <body>
    <header><a href="/">Home</a></header>
    <main><h1>Page {n}</h1><ul>{items.map((item) => <li><a href={\`/\${n}\`}>{item}</a></li>)}</ul></main>
    <footer>Bare Astro</footer>
  </body>
</html>
`;

/**
 * Builds `pages` bare pages in `dir` (inside the project, so Astro resolves from its node_modules).
 */
export async function bareAstroBuild(
  dir: string,
  pages: number,
): Promise<{ wallMs: number; pages: number }> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, 'src', 'pages'), { recursive: true });
  await writeFile(path.join(dir, 'astro.config.mjs'), 'export default {};\n');
  await writeFile(path.join(dir, 'src', 'pages', '[n].astro'), page);
  const started = performance.now();
  const child = spawnTracked(
    process.execPath,
    [path.resolve('node_modules/astro/bin/astro.mjs'), 'build', '--root', dir, '--silent'],
    {
      stdio: 'inherit',
      env: { ...process.env, BARE_PAGES: String(pages), ASTRO_TELEMETRY_DISABLED: '1' },
    },
  );
  const code = await exitCode(child);
  if (code !== 0) throw new Error(`the bare Astro build failed (exit ${code})`);
  const wallMs = performance.now() - started;
  await rm(dir, { recursive: true, force: true });
  return { wallMs, pages };
}
