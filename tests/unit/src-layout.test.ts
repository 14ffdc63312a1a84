/**
 * The layer rules of src/ (README, "Architecture"), read from the static import graph: the domain is
 * plain TypeScript, what runs in the browser never reaches for the portal or the server, and the
 * folders depend on each other one way only. The layer rules count type-only imports too (a type
 * ties a layer to another as much as a value does); the cycles count what loading a module loads,
 * because the site configuration is typed by the types it configures (src/site.config.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycle, modulesUnder, staticImports, staticSpecifiers } from './import-graph';

const src = path.resolve(import.meta.dirname, '../../src');
const relative = (file: string) => path.relative(src, file).split(path.sep).join('/');
const modules = modulesUnder(src, ['.ts', '.tsx', '.astro']);
const inFolder = (...folders: string[]) => (file: string) => folders.some((folder) => file.startsWith(`${folder}/`));
/** A module's folder under src/, or the module itself for those at the top (site.config.ts, middleware.ts). */
const folderOf = (file: string) => file.split('/')[0] as string;

/** What each module imports: the files relative to src/ and the packages by name. */
const graph = modules.map((file) => ({
  file: relative(file),
  files: staticImports(file).map(relative),
  loads: staticImports(file, { runtime: true }).map(relative),
  packages: staticSpecifiers(readFileSync(file, 'utf8')).filter((specifier) => !specifier.startsWith('.')),
}));

function offences(scope: (file: string) => boolean, badFile: (file: string) => boolean, badPackage: (name: string) => boolean) {
  return graph
    .filter(({ file }) => scope(file))
    .flatMap(({ file, files, packages }) => [...files.filter(badFile), ...packages.filter(badPackage)].map((imported) => `${file} -> ${imported}`));
}

const serverSide = inFolder('portal', 'server', 'pages', 'build', 'integrations', 'config');
const serverPackages = /^(node:|ioredis$|pino|prom-client$|sharp$|sanitize-html$)/;
const frameworks = /^(astro|react|react-dom|@nanostores\/react|@astrojs\/[a-z-]+)($|[/:])/;

describe('the src/ layers', () => {
  it('reads the whole tree: pages, islands and the domain', () => {
    const files = graph.map(({ file }) => file);
    expect(files).toContain('domain/money.ts');
    expect(files).toContain('pages/index.astro');
    for (const folder of ['islands', 'views', 'browser', 'stores', 'server', 'portal', 'build']) expect(files.some(inFolder(folder)), folder).toBe(true);
  });

  it('keeps the domain plain TypeScript: nothing of Astro, React, the portal or the server', () => {
    const notDomain = (file: string) => !inFolder('domain', 'i18n')(file) && file !== 'site.config.ts';
    expect(offences(inFolder('domain'), notDomain, (name) => frameworks.test(name) || serverPackages.test(name))).toEqual([]);
  });

  it('keeps the portal and the server out of everything the browser loads: islands, their views, browser scripts and stores', () => {
    expect(offences(inFolder('islands', 'views', 'browser', 'stores'), serverSide, (name) => serverPackages.test(name))).toEqual([]);
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

describe("the README's map of src/", () => {
  const readme = readFileSync(path.join(src, '..', 'README.md'), 'utf8');
  const map = readme.slice(readme.indexOf('## Architecture'), readme.indexOf('### Building against the portal'));
  const folders = readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => relative(path.join(entry.parentPath, entry.name)))
    .filter((folder) => !/(^|\/)(fixtures|assets)(\/|$)|^i18n\/messages\//.test(folder));

  it('names every folder of src/: a top-level one at the start of its line, any other by its name', () => {
    expect(folders).toContain('domain/cart');
    const unnamed = folders.filter((folder) =>
      folder.includes('/') ? !map.includes(`${folder.split('/').at(-1)}/`) : !new RegExp(`^  ${folder}/ `, 'm').test(map),
    );
    expect(unnamed).toEqual([]);
  });

  it('names no folder src/ does not have', () => {
    const named = [...map.matchAll(/^  ([a-z-]+)\/ /gm)].map((match) => match[1] as string).filter((name) => !['runtime', 'dev', 'unit', 'e2e', 'fixtures'].includes(name));
    expect(named.filter((name) => !folders.includes(name))).toEqual([]);
  });
});
