/**
 * The import graph of the project's TypeScript and .astro files, read by TypeScript's parser
 * (./module-imports.ts). The static graph is what a module loads as soon as it is loaded; `import()`
 * calls load nothing until they run, and the layer test (src-layout.test.ts) reads them too.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { importsInSource, importsOf, type ModuleImport } from './module-imports';

const specifiers = (imports: ModuleImport[]) =>
  imports.flatMap(({ specifier }) => (specifier === null ? [] : [specifier]));

/**
 * The specifiers of a module's static `import … from`, `export … from` and bare `import '…'`
 * statements.
 */
export function staticSpecifiers(source: string): string[] {
  return specifiers(importsInSource(source).filter(({ kind }) => kind !== 'dynamic'));
}

/** The same, without `import type` and `export type`: what loading the module loads. */
export function runtimeSpecifiers(source: string): string[] {
  return specifiers(importsInSource(source).filter(({ kind }) => kind === 'static'));
}

/**
 * The file a relative specifier names (src/ leaves the extension out); null for packages and
 * virtual modules.
 */
export function resolveRelative(fromFile: string, specifier: string): string | null {
  if (!/^\.\.?(\/|$)/.test(specifier)) return null;
  const base = path.resolve(path.dirname(fromFile), specifier.replace(/\?.*$/, ''));
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}.astro`,
    path.join(base, 'index.ts'),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** Where an import leads: a module of the project, a package, a virtual module, or nowhere. */
export type Resolved =
  | { kind: 'module'; file: string }
  | { kind: 'package' | 'virtual'; name: string }
  | { kind: 'unresolved'; why: string };

/** The module names a set of declaration files declare (`declare module 'astro:content'`). */
function declaredModules(files: string[]): RegExp[] {
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^\s*declare module ['"]([^'"]+)['"]/gm)].map(
      ([, name = '']) =>
        new RegExp(`^${name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`),
    ),
  );
}

/**
 * Resolves the imports of the project in `root`: a relative specifier to its file, a package to
 * one the project's package.json depends on and node_modules holds, a Node built-in by its `node:`
 * name, and `astro:` or `virtual:` modules to those a declaration names (Astro's own, src/'s .d.ts
 * files).
 */
export function importResolver(root: string) {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const dependencies = new Set(
    Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }),
  );
  const filesIn = (dir: string, recursive: boolean) =>
    existsSync(dir)
      ? readdirSync(dir, { recursive, encoding: 'utf8' })
          .filter((name) => name.endsWith('.d.ts'))
          .map((name) => path.join(dir, name))
      : [];
  const virtual = declaredModules([
    ...filesIn(path.join(root, 'src'), true),
    ...filesIn(path.join(root, 'node_modules/astro'), false),
    ...filesIn(path.join(root, 'node_modules/astro/types'), false),
  ]);

  return (fromFile: string, specifier: string | null): Resolved => {
    if (specifier === null) return { kind: 'unresolved', why: 'import() of a computed name' };
    if (specifier.startsWith('.')) {
      const file = resolveRelative(fromFile, specifier);
      return file ? { kind: 'module', file } : { kind: 'unresolved', why: 'no such file' };
    }
    if (/^(astro|virtual):/.test(specifier)) {
      return virtual.some((name) => name.test(specifier))
        ? { kind: 'virtual', name: specifier }
        : { kind: 'unresolved', why: 'no declaration names this module' };
    }
    if (isBuiltin(specifier))
      return { kind: 'package', name: specifier.replace(/^(?!node:)/, 'node:') };
    const name = specifier
      .split('/')
      .slice(0, specifier.startsWith('@') ? 2 : 1)
      .join('/');
    if (!dependencies.has(name)) return { kind: 'unresolved', why: 'not a dependency' };
    return existsSync(path.join(root, 'node_modules', name, 'package.json'))
      ? { kind: 'package', name }
      : { kind: 'unresolved', why: 'not installed' };
  };
}

/**
 * The files a module imports (`runtime`: only those loading it loads, type-only imports left out).
 */
export function staticImports(file: string, { runtime = false } = {}): string[] {
  return specifiers(
    importsOf(file).filter(({ kind }) => kind === 'static' || (!runtime && kind === 'type')),
  )
    .map((specifier) => resolveRelative(file, specifier))
    .filter((resolved): resolved is string => resolved !== null);
}

const isTest = (name: string) =>
  /\.test\.tsx?$/.test(name) ||
  path.basename(name).startsWith('test-support') ||
  name.split(path.sep).includes('fixtures');

/**
 * Every module under a folder with one of `extensions`, tests and their helpers excluded: what a
 * command or page can load.
 */
export function modulesUnder(dir: string, extensions: readonly string[] = ['.ts']): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(
      (name) =>
        extensions.some((ext) => name.endsWith(ext)) && !name.endsWith('.d.ts') && !isTest(name),
    )
    .map((name) => path.join(dir, name));
}

/** Every module the entry points load statically, themselves included. */
export function staticClosure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...entries];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...staticImports(file).filter((imported) => /\.tsx?$/.test(imported)));
  }
  return seen;
}

/** A cycle in a directed graph, as the nodes along it (first node repeated at the end), or null. */
export function findCycle(edges: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const trail: string[] = [];
  const visit = (node: string): string[] | null => {
    const onTrail = trail.indexOf(node);
    if (onTrail >= 0) return [...trail.slice(onTrail), node];
    if (done.has(node)) return null;
    trail.push(node);
    for (const next of edges.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    trail.pop();
    done.add(node);
    return null;
  };
  for (const node of edges.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

/**
 * The cycles of a directed graph, as its strongly connected components of more than one node (or of
 * one that reaches itself), each sorted, in the order Tarjan's walk closes them.
 */
export function cyclesOf(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    for (
      let member = stack.pop();
      member !== undefined;
      member = member === node ? undefined : stack.pop()
    )
      component.push(member);
    if (component.length > 1 || edges.get(node)?.has(node)) cycles.push(component.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return cycles;
}
