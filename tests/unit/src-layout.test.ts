/**
 * The layer rules of src/ (README, "Architecture"), read from the static import graph: the domain
 * is plain TypeScript, what runs in the browser never reaches for the portal or the server, no two
 * files import each other (directly or round a cycle), and the folders depend on each other one way
 * only. The layer rules and the file cycles count type-only imports too (a type ties a module to
 * another as much as a value does); the folder cycles count what loading a module loads, because
 * the site configuration is typed by the types it configures (src/site.config.ts). Which folders a
 * layer may hold comes from one table (./src-map.ts), which the README's table of capabilities must
 * agree with.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cyclesOf, findCycle, modulesUnder, staticImports, staticSpecifiers } from './import-graph';
import { allowedFolders, capabilities, layerParts, layersOf } from './src-map';

const src = path.resolve(import.meta.dirname, '../../src');
const relative = (file: string) => path.relative(src, file).split(path.sep).join('/');
const modules = modulesUnder(src, ['.ts', '.tsx', '.astro']);
const inFolder =
  (...folders: string[]) =>
  (file: string) =>
    folders.some((folder) => file.startsWith(`${folder}/`));
/**
 * A module's folder under src/, or the module itself for those at the top (site.config.ts,
 * middleware.ts).
 */
const folderOf = (file: string) => file.split('/')[0] as string;

/** What each module imports: the files relative to src/ and the packages by name. */
const graph = modules.map((file) => ({
  file: relative(file),
  files: staticImports(file).map(relative),
  loads: staticImports(file, { runtime: true }).map(relative),
  packages: staticSpecifiers(readFileSync(file, 'utf8')).filter(
    (specifier) => !specifier.startsWith('.'),
  ),
}));

function offences(
  scope: (file: string) => boolean,
  badFile: (file: string) => boolean,
  badPackage: (name: string) => boolean,
) {
  return graph
    .filter(({ file }) => scope(file))
    .flatMap(({ file, files, packages }) =>
      [...files.filter(badFile), ...packages.filter(badPackage)].map(
        (imported) => `${file} -> ${imported}`,
      ),
    );
}

const serverSide = inFolder('portal', 'server', 'pages', 'build', 'integrations', 'config');
const serverPackages = /^(node:|ioredis$|pino|prom-client$|sharp$|sanitize-html$)/;
const frameworks = /^(astro|react|react-dom|@nanostores\/react|@astrojs\/[a-z-]+)($|[/:])/;

describe('the src/ layers', () => {
  it('reads the whole tree: pages, islands and the domain', () => {
    const files = graph.map(({ file }) => file);
    expect(files).toContain('domain/money.ts');
    expect(files).toContain('pages/index.astro');
    for (const folder of ['islands', 'views', 'browser', 'stores', 'server', 'portal', 'build'])
      expect(files.some(inFolder(folder)), folder).toBe(true);
  });

  it('keeps the domain plain TypeScript: nothing of Astro, React, the portal or the server', () => {
    const notDomain = (file: string) =>
      !inFolder('domain', 'i18n')(file) && file !== 'site.config.ts';
    expect(
      offences(
        inFolder('domain'),
        notDomain,
        (name) => frameworks.test(name) || serverPackages.test(name),
      ),
    ).toEqual([]);
  });

  it('keeps the portal and the server out of everything the browser loads: islands, their views, browser scripts and stores', () => {
    expect(
      offences(inFolder('islands', 'views', 'browser', 'stores'), serverSide, (name) =>
        serverPackages.test(name),
      ),
    ).toEqual([]);
  });

  it('has no import cycle between its files, type-only imports counted', () => {
    const edges = new Map(graph.map(({ file, files }) => [file, new Set(files)]));
    expect(cyclesOf(edges).map((cycle) => cycle.join(' <-> '))).toEqual([]);
  });

  it('has no import cycle between its folders', () => {
    const edges = new Map<string, Set<string>>();
    for (const { file, loads } of graph) {
      const from = folderOf(file);
      const targets = loads.map(folderOf).filter((to) => to !== from);
      edges.set(from, new Set([...(edges.get(from) ?? []), ...targets]));
    }
    expect(findCycle(edges)).toBeNull();
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

describe("the README's map of src/", () => {
  const readme = readFileSync(path.join(src, '..', 'README.md'), 'utf8');
  const map = readme.slice(
    readme.indexOf('## Architecture'),
    readme.indexOf('### Building against the portal'),
  );
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
      .filter((name) => !['runtime', 'dev', 'unit', 'e2e', 'fixtures'].includes(name));
    expect(named.filter((name) => !folders.includes(name))).toEqual([]);
  });
});
