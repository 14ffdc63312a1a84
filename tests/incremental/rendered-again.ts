/**
 * Renders every path of the last build again from its kept renderer (src/build/kept-renderer.ts,
 * ADR 0032) and compares each with the file the build wrote under the client folder given as the
 * first argument. Run in a process of its own with the build's settings, as a publisher would:
 * the pages read the build's artefacts and settings from the environment. Prints
 * `{"files": N, "differing": [...]}`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { keptRendererDir, openKeptRenderer } from '../../src/build/kept-renderer.ts';

const clientDir = process.argv[2];
if (!clientDir) throw new Error('usage: node rendered-again.ts <client folder>');
const renderer = await openKeptRenderer(keptRendererDir());
const differing: string[] = [];
let files = 0;
for (const page of await renderer.paths()) {
  const body = await renderer.render(page);
  if (body === null) continue;
  files += 1;
  const file = renderer.fileOf(page);
  const built = await readFile(path.join(clientDir, file)).catch(() => null);
  if (!built?.equals(body)) differing.push(file);
}
console.log(JSON.stringify({ files, differing }));
