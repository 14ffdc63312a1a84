/**
 * The layer rules of src/ (docs/architecture.md), read from every import, type-only imports and
 * `import()` included (a type ties a module to another as much as a value does; code loaded later
 * is still code the module brings): the layers import each other only as the table of directions
 * allows (./src-map.ts), every import resolves, the domain is plain TypeScript, what runs in the
 * browser never reaches for Node's packages, and no two files import each other (directly or round
 * a cycle). Which folders a layer may hold comes from the same map, which docs/architecture.md's table of
 * capabilities must agree with.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cyclesOf, findCycle, importResolver, modulesUnder, staticImports } from './import-graph';
import { checkLayers, type Directions } from './layer-check';
import { importsOf } from './module-imports';
import { allowedFolders, capabilities, directions, layerParts, layersOf } from './src-map';

const root = path.resolve(import.meta.dirname, '../..');
const src = path.join(root, 'src');
const relative = (file: string) => path.relative(src, file).split(path.sep).join('/');
const modules = modulesUnder(src, ['.ts', '.tsx', '.astro']);
const inFolder =
  (...folders: string[]) =>
  (file: string) =>
    folders.some((folder) => file.startsWith(`${folder}/`));

/** The packages each module imports, by name, `import()` included. */
const resolve = importResolver(root);
const packagesOf = modules.map((file) => ({
  file: relative(file),
  packages: importsOf(file).flatMap(({ specifier }) => {
    const resolved = resolve(file, specifier);
    return resolved.kind === 'package' || resolved.kind === 'virtual' ? [resolved.name] : [];
  }),
}));

function packageOffences(scope: (file: string) => boolean, bad: (name: string) => boolean) {
  return packagesOf
    .filter(({ file }) => scope(file))
    .flatMap(({ file, packages }) => packages.filter(bad).map((name) => `${file} -> ${name}`));
}

const serverPackages = /^(node:|ioredis$|pino|prom-client$|sharp$|sanitize-html$)/;
const frameworks = /^(astro|react|react-dom|@nanostores\/react|@astrojs\/[a-z-]+)($|[/:])/;

describe('the src/ layers', () => {
  const report = checkLayers(root, directions);

  it('reads the whole tree: pages, islands and the domain', () => {
    expect(report.modules).toContain('domain/money.ts');
    expect(report.modules).toContain('pages/index.astro');
    for (const folder of ['islands', 'views', 'browser', 'stores', 'server', 'portal', 'build'])
      expect(report.modules.some(inFolder(folder)), folder).toBe(true);
  });

  it('imports one layer from another only as the table of directions allows', () => {
    expect(report.againstTable).toEqual([]);
    expect(report.unusedExceptions).toEqual([]);
  });

  it('resolves every import: a module of src/, a package it depends on, a declared virtual module', () => {
    expect(report.unresolved).toEqual([]);
  });

  it('has a table of directions without a cycle: no layer reaches back to itself', () => {
    const edges = new Map(
      Object.entries(directions.imports).map(([layer, targets]) => [layer, new Set(targets)]),
    );
    expect(findCycle(edges)).toBeNull();
  });

  it('keeps the domain plain TypeScript: nothing of Astro, React or Node', () => {
    expect(
      packageOffences(
        inFolder('domain', 'i18n'),
        (name) => frameworks.test(name) || serverPackages.test(name),
      ),
    ).toEqual([]);
  });

  it("keeps Node's packages out of everything the browser loads: islands, their views, browser scripts and stores", () => {
    expect(
      packageOffences(inFolder('islands', 'views', 'browser', 'stores'), (name) =>
        serverPackages.test(name),
      ),
    ).toEqual([]);
  });

  it('has no import cycle between its files, type-only imports counted', () => {
    const edges = new Map(
      modules.map((file) => [relative(file), new Set(staticImports(file).map(relative))]),
    );
    expect(cyclesOf(edges).map((cycle) => cycle.join(' <-> '))).toEqual([]);
  });
});

describe('the layer check, on a planted tree', () => {
  const planted = mkdtempSync(path.join(tmpdir(), 'layer-check-'));
  afterAll(() => rmSync(planted, { recursive: true, force: true }));
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ dependencies: { known: '1.0.0' } }),
    'node_modules/known/package.json': JSON.stringify({ name: 'known' }),
    'src/env.d.ts': "declare module 'virtual:planted/data' {}\n",
    'src/domain/money.ts': "import data from 'virtual:planted/data';\nexport const fils = data;\n",
    'src/domain/reaches-up.ts': "import { Shown } from '../views/Shown.tsx';\nexport { Shown };\n",
    'src/views/Shown.tsx': [
      "import { fils } from '../domain/money';",
      "import type { Known } from 'known';",
      "export const later = () => import('../server/secret');",
      'export const Shown = () => fils;',
      'export type { Known };',
    ].join('\n'),
    'src/views/lost.ts': [
      "import { gone } from './gone';",
      "import pad from 'left-pad';",
      "import { other } from 'virtual:planted/other';",
      'export const lost = () => import(`../domain/${gone}`);',
      'export { pad, other };',
    ].join('\n'),
    'src/server/secret.ts': "export const key = 'secret';\n",
    'src/views/Badge.astro': [
      '---',
      "import { fils } from '../domain/money';",
      '---',
      '<b>{fils}</b>',
      '<script>',
      "  import { key } from '../server/secret';",
      '  document.title = key;',
      '</script>',
      '<script is:inline>',
      "  import('/_astro/secret.js');",
      '</script>',
    ].join('\n'),
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(planted, name)), { recursive: true });
    writeFileSync(path.join(planted, name), text);
  }
  const table: Directions = {
    imports: { domain: [], views: ['domain'], server: ['domain'] },
  };

  it('finds an import against the table, one made by import(), and one in the script of an .astro file', () => {
    expect(checkLayers(planted, table).againstTable).toEqual([
      'domain/reaches-up.ts -> views/Shown.tsx',
      'views/Badge.astro -> server/secret.ts',
      'views/Shown.tsx -> server/secret.ts (import())',
    ]);
  });

  it('allows an import the table names as an exception, and reports an exception no import needs', () => {
    const report = checkLayers(planted, {
      ...table,
      exceptions: {
        'domain/reaches-up.ts -> views/Shown.tsx': 'planted',
        'views/lost.ts -> server/secret.ts': 'planted',
      },
    });
    expect(report.againstTable).toEqual([
      'views/Badge.astro -> server/secret.ts',
      'views/Shown.tsx -> server/secret.ts (import())',
    ]);
    expect(report.unusedExceptions).toEqual(['views/lost.ts -> server/secret.ts']);
  });

  it('fails on what it cannot resolve: a missing file, an undeclared package or virtual module, a computed import()', () => {
    expect(checkLayers(planted, table).unresolved).toEqual([
      'views/lost.ts -> ./gone (no such file)',
      'views/lost.ts -> import(…) (import() of a computed name)',
      'views/lost.ts -> left-pad (not a dependency)',
      'views/lost.ts -> virtual:planted/other (no declaration names this module)',
    ]);
  });
});

/** Every folder of src/ but test data and the per-language message folders, relative to src/. */
const folders = readdirSync(src, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => relative(path.join(entry.parentPath, entry.name)))
  .filter((folder) => !/(^|\/)fixtures(\/|$)|^i18n\/messages\//.test(folder));

describe('the folders of src/ (tests/unit/src-map.ts)', () => {
  it('holds a capability folder only in a layer the table gives that capability', () => {
    const allowed = allowedFolders();
    expect(folders).toContain('domain/cart');
    const refused = folders
      .filter((folder) => !allowed.has(folder))
      .map((folder) => {
        const [layer, ...rest] = folder.split('/');
        const name = rest.join('/');
        const where = layersOf(name);
        return where.length > 0
          ? `${folder}: ${name}/ has folders in ${where.join(', ')} only, not in ${layer}/`
          : `${folder}: neither a capability's folder nor a part of its layer in the table`;
      });
    expect(refused).toEqual([]);
  });

  it('names no folder src/ does not have', () => {
    expect([...allowedFolders()].filter((folder) => !folders.includes(folder))).toEqual([]);
  });
});

describe("docs/architecture.md's map of src/", () => {
  const map = readFileSync(path.join(src, '..', 'docs', 'architecture.md'), 'utf8');
  /**
   * The capability table's rows: the first cell, and the folders of src/ (`layer/name/`) the second
   * names.
   */
  const rows = new Map(
    [...map.matchAll(/^\| ([^|]+?) \| (.+) \|$/gm)]
      .filter(([, capability]) => capability !== 'capability' && !capability!.startsWith('---'))
      .map(([, capability, parts]) => [
        capability!,
        [...parts!.matchAll(/`([a-z[\]/-]+)\/`/g)]
          .map(([, folder]) => folder!)
          .filter((folder) => folder.includes('/')),
      ]),
  );

  it('has a row per capability of the table, naming its folders and no other', () => {
    expect([...rows.keys()].sort()).toEqual(Object.keys(capabilities).sort());
    for (const [capability, byFolder] of Object.entries(capabilities)) {
      const fromTable = Object.entries(byFolder).flatMap(([folder, inLayers]) =>
        inLayers.map((layer) => `${layer}/${folder}`),
      );
      expect(
        rows
          .get(capability)
          ?.filter((folder) => !(folder in layerParts))
          .sort(),
        capability,
      ).toEqual(fromTable.sort());
    }
  });

  it('names every top-level folder of src/ at the start of its line, and no other', () => {
    const topLevel = folders.filter((folder) => !folder.includes('/') && folder !== 'assets');
    expect(topLevel.filter((folder) => !new RegExp(`^  ${folder}/ `, 'm').test(map))).toEqual([]);
    const named = [...map.matchAll(/^ {2}([a-z-]+)\/ /gm)]
      .map((match) => match[1] as string)
      .filter(
        (name) =>
          !['runtime', 'demo-portal', 'bench', 'dev', 'unit', 'e2e', 'fixtures'].includes(name),
      );
    expect(named.filter((name) => !folders.includes(name))).toEqual([]);
  });
});
