import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  findCycle,
  modulesUnder,
  resolveRelative,
  runtimeSpecifiers,
  staticClosure,
  staticImports,
  staticSpecifiers,
} from './import-graph';

const root = path.resolve(import.meta.dirname, '../..');
const runtime = path.join(root, 'scripts/runtime');
/** The development tooling and the workspaces (the demo portal, the benches). */
const devFolders = ['scripts/dev', 'scripts/demo-portal', 'scripts/bench'].map((folder) =>
  path.join(root, folder),
);
const relative = (file: string) => path.relative(root, file);
const isDev = (file: string) => devFolders.some((dir) => file.startsWith(`${dir}${path.sep}`));

describe('staticSpecifiers', () => {
  it('reads every static form, over several lines, and leaves dynamic imports and strings alone', () => {
    const source = [
      'import { a,',
      "  b } from './one.ts';",
      "import type { T } from '../two.ts';",
      "import './three.ts';",
      "export { c } from './four.ts';",
      'export * from "./five.ts";',
      "const later = await import('./six.ts');",
      "const text = 'from ./seven.ts';",
    ].join('\n');
    expect(staticSpecifiers(source).sort()).toEqual([
      '../two.ts',
      './five.ts',
      './four.ts',
      './one.ts',
      './three.ts',
    ]);
    expect(runtimeSpecifiers(source).sort()).toEqual([
      './five.ts',
      './four.ts',
      './one.ts',
      './three.ts',
    ]);
  });
});

describe('findCycle', () => {
  it('finds a cycle through several nodes and none in a chain', () => {
    const graph = (pairs: [string, string][]) => {
      const edges = new Map<string, Set<string>>();
      for (const [from, to] of pairs) edges.set(from, new Set([...(edges.get(from) ?? []), to]));
      return edges;
    };
    expect(
      findCycle(
        graph([
          ['a', 'b'],
          ['b', 'c'],
          ['c', 'a'],
        ]),
      ),
    ).toEqual(['a', 'b', 'c', 'a']);
    expect(
      findCycle(
        graph([
          ['a', 'b'],
          ['b', 'c'],
          ['a', 'c'],
        ]),
      ),
    ).toBeNull();
  });
});

describe('the scripts/ layout', () => {
  it('keeps development code out of every production module: nothing under scripts/runtime imports it statically', () => {
    const offending = modulesUnder(runtime).flatMap((file) =>
      staticImports(file)
        .filter(isDev)
        .map((imported) => `${relative(file)} -> ${relative(imported)}`),
    );
    expect(offending).toEqual([]);
  });

  it('loads no demo-portal or bench code, even indirectly, from the production commands', () => {
    const entries = modulesUnder(path.join(runtime, 'cli'));
    expect(entries.map(relative)).toContain('scripts/runtime/cli/serve.ts');
    const loaded = [...staticClosure(entries)];
    expect(loaded.map(relative)).toContain('scripts/runtime/front-server/shop-server.ts');
    expect(loaded.filter(isDev).map(relative)).toEqual([]);
  });

  it('reaches src/ from production code through scripts/runtime/shop-src.ts alone, test files included', () => {
    const door = path.join(runtime, 'shop-src.ts');
    const src = path.join(root, 'src');
    const dynamicImports = (file: string) =>
      [...readFileSync(file, 'utf8').matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].flatMap(
        (match) => resolveRelative(file, match[1] ?? '') ?? [],
      );
    const offending = modulesUnder(runtime)
      .filter((file) => file !== door)
      .flatMap((file) =>
        [...staticImports(file), ...dynamicImports(file)]
          .filter((imported) => imported.startsWith(`${src}${path.sep}`))
          .map((imported) => `${relative(file)} -> ${relative(imported)}`),
      );
    expect(offending).toEqual([]);
    expect(staticImports(door).some((imported) => imported.startsWith(`${src}${path.sep}`))).toBe(
      true,
    );
  });

  it('has no import cycle between its folders', () => {
    const edges = new Map<string, Set<string>>();
    for (const file of [runtime, ...devFolders].flatMap((dir) => modulesUnder(dir))) {
      const from = relative(path.dirname(file));
      const targets = staticImports(file)
        .filter((imported) => relative(imported).startsWith('scripts/'))
        .map((imported) => relative(path.dirname(imported)))
        .filter((to) => to !== from);
      edges.set(from, new Set([...(edges.get(from) ?? []), ...targets]));
    }
    expect(edges.get('scripts/runtime/release')).toContain('scripts/runtime/front-server');
    expect(findCycle(edges)).toBeNull();
  });
});
