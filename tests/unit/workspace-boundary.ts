/**
 * Whether the shop reaches into the npm workspaces (the demo portal, the benches): the modules
 * reachable from its production entry points, following static imports, type-only ones included,
 * and `import()` calls, and each import among them of a workspace's folder or package name. A
 * workspace may be started as a process (`npm start` runs the demo portal's command); it is never
 * loaded into the shop's own.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveRelative } from './import-graph';

/** `from '…'`, `import('…')` and bare `import '…'`, over several lines. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s*)['"]([^'"]+)['"]/gm;

export interface Workspace {
  name: string;
  dir: string;
}

/** The workspaces the package.json in `root` declares, each with its package name. */
export function workspacesOf(root: string): Workspace[] {
  const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
  const { workspaces = [] } = readJson<{ workspaces?: string[] }>(path.join(root, 'package.json'));
  return workspaces.map((folder) => {
    const dir = path.join(root, folder);
    return { name: readJson<{ name: string }>(path.join(dir, 'package.json')).name, dir };
  });
}

export interface Reach {
  /** Every shop module walked, the entry points included. */
  walked: Set<string>;
  /** `module -> what it imports of a workspace`, paths relative to `root`. */
  offences: string[];
}

export function workspaceReach(root: string, entries: string[], workspaces: Workspace[]): Reach {
  const inWorkspace = (file: string) =>
    workspaces.some(({ dir }) => file === dir || file.startsWith(`${dir}${path.sep}`));
  const namesWorkspace = (specifier: string) =>
    workspaces.some(({ name }) => specifier === name || specifier.startsWith(`${name}/`));
  const walked = new Set<string>();
  const offences: string[] = [];
  const pending = [...entries];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (walked.has(file)) continue;
    walked.add(file);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const relative = specifier.startsWith('.');
      const target = relative ? path.resolve(path.dirname(file), specifier) : specifier;
      if (relative ? inWorkspace(target) : namesWorkspace(specifier)) {
        const shown = relative ? path.relative(root, target) : specifier;
        offences.push(`${path.relative(root, file)} -> ${shown}`);
        continue;
      }
      const imported = resolveRelative(file, specifier);
      if (imported && /\.(tsx?|astro|m?js)$/.test(imported)) pending.push(imported);
    }
  }
  return { walked, offences: offences.sort() };
}
