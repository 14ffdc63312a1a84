import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { modulesUnder } from './import-graph';
import { workspaceReach, workspacesOf } from './workspace-boundary';

const root = path.resolve(import.meta.dirname, '../..');

/** A project in a temporary folder, from its files' paths and texts. */
function project(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'workspace-boundary-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const fixture = {
  'package.json': JSON.stringify({ workspaces: ['tools/portal'] }),
  'tools/portal/package.json': JSON.stringify({ name: '@fixture/portal' }),
  'tools/portal/server.ts': 'export const start = () => {};\n',
  'src/page.astro': "---\nimport { shown } from './shown.ts';\n---\n<p>{shown}</p>\n",
  'src/shown.ts': "export const shown = 'a page';\n",
};

describe('the shop apart from its workspaces', () => {
  it('loads nothing of the demo portal or the benches from src/ or scripts/runtime/', () => {
    const workspaces = workspacesOf(root);
    expect(workspaces.map(({ name }) => name).sort()).toEqual([
      '@storefront/bench',
      '@storefront/demo-portal',
    ]);
    const entries = [
      ...modulesUnder(path.join(root, 'src'), ['.ts', '.tsx', '.astro']),
      ...modulesUnder(path.join(root, 'scripts/runtime')),
    ];
    const { walked, offences } = workspaceReach(root, entries, workspaces);
    const shown = [...walked].map((file) => path.relative(root, file));
    expect(shown).toContain('scripts/runtime/cli/serve.ts');
    expect(shown).toContain('src/pages/index.astro');
    expect(offences).toEqual([]);
  });

  it('finds a workspace module reached through import(), and a workspace named by its package', () => {
    const dir = project({
      ...fixture,
      'src/shown.ts':
        "export const shown = 'a page';\nexport const later = () => import('./lazy');\n",
      'src/lazy.ts': "import {\n  start,\n} from '../tools/portal/server.ts';\nexport { start };\n",
      'src/typed.ts':
        "import type { Portal } from '@fixture/portal/types';\nexport type { Portal };\n",
    });
    const entries = [path.join(dir, 'src/page.astro'), path.join(dir, 'src/typed.ts')];
    expect(workspaceReach(dir, entries, workspacesOf(dir)).offences).toEqual([
      'src/lazy.ts -> tools/portal/server.ts',
      'src/typed.ts -> @fixture/portal/types',
    ]);
  });

  it('finds nothing where the shop imports only itself', () => {
    const dir = project(fixture);
    const { walked, offences } = workspaceReach(
      dir,
      [path.join(dir, 'src/page.astro')],
      workspacesOf(dir),
    );
    expect(walked.size).toBe(2);
    expect(offences).toEqual([]);
  });
});
