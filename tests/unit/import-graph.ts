/**
 * The static import graph of the project's TypeScript, read from the source text: what a module
 * loads as soon as it is loaded. Dynamic `import()` calls are left out on purpose: they load
 * nothing until they run.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const FROM = /^\s*(?:import|export)\s[^;'"`]*?\bfrom\s*['"]([^'"]+)['"]/gm;
const BARE = /^\s*import\s*['"]([^'"]+)['"]/gm;

/**
 * The specifiers of a module's static `import … from`, `export … from` and bare `import '…'`
 * statements.
 */
export function staticSpecifiers(source: string): string[] {
  return [...source.matchAll(FROM), ...source.matchAll(BARE)].map((match) => match[1] ?? '');
}

/** The same, without `import type` and `export type`: what loading the module loads. */
export function runtimeSpecifiers(source: string): string[] {
  return [...source.matchAll(FROM)]
    .filter((match) => !/^\s*(?:import|export)\s+type\s/.test(match[0]))
    .map((match) => match[1] ?? '')
    .concat([...source.matchAll(BARE)].map((match) => match[1] ?? ''));
}

/**
 * The file a relative specifier names (src/ leaves the extension out); null for packages and
 * virtual modules.
 */
export function resolveRelative(fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
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

/**
 * The files a module imports (`runtime`: only those loading it loads, type-only imports left out).
 */
export function staticImports(file: string, { runtime = false } = {}): string[] {
  return (runtime ? runtimeSpecifiers : staticSpecifiers)(readFileSync(file, 'utf8'))
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
