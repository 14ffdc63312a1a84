/**
 * The layer check of src/: every import of a module, static, type-only or `import()`, read against
 * a table of the directions allowed between layers. A layer is a top-level folder of src/, or a
 * module at its top (site.config.ts). An import that resolves to nothing is an offence of its own:
 * a check that drops what it cannot read would pass a tree it never saw.
 */
import path from 'node:path';
import { importResolver, modulesUnder } from './import-graph';
import { importsOf } from './module-imports';

export interface Directions {
  /** What each layer may import of the others, its own modules aside. */
  imports: Readonly<Record<string, readonly string[]>>;
  /** What a layer may import for its types alone (`import type`), erased from what runs. */
  typesOnly?: Readonly<Record<string, readonly string[]>>;
  /** Single imports against the table, `from -> to` relative to src/, each with its reason. */
  exceptions?: Readonly<Record<string, string>>;
}

export interface LayerReport {
  /** `from -> to` for each import against the table, the exceptions left out. */
  againstTable: string[];
  /** `from -> specifier (why)` for each import that resolves to nothing. */
  unresolved: string[];
  /** The table's exceptions that no import needs any more. */
  unusedExceptions: string[];
  /** Every module read, relative to src/. */
  modules: string[];
}

/** The layer of a module, from its path relative to src/. */
const layerOf = (file: string) => file.split('/')[0] as string;

/** Checks the modules of the project in `root` (its src/ folder) against `directions`. */
export function checkLayers(root: string, directions: Directions): LayerReport {
  const src = path.join(root, 'src');
  const relative = (file: string) => path.relative(src, file).split(path.sep).join('/');
  const resolve = importResolver(root);
  const exceptions = new Set(Object.keys(directions.exceptions ?? {}));
  const usedExceptions = new Set<string>();
  const againstTable: string[] = [];
  const unresolved: string[] = [];
  const modules = modulesUnder(src, ['.ts', '.tsx', '.astro']);

  for (const file of modules) {
    const from = relative(file);
    const layer = layerOf(from);
    for (const { specifier, kind } of importsOf(file)) {
      const resolved = resolve(file, specifier);
      if (resolved.kind === 'unresolved') {
        unresolved.push(`${from} -> ${specifier ?? 'import(…)'} (${resolved.why})`);
        continue;
      }
      if (resolved.kind !== 'module' || !resolved.file.startsWith(`${src}${path.sep}`)) continue;
      const to = relative(resolved.file);
      const target = layerOf(to);
      const allowed =
        target === layer ||
        directions.imports[layer]?.includes(target) ||
        (kind === 'type' && directions.typesOnly?.[layer]?.includes(target));
      if (allowed) continue;
      const edge = `${from} -> ${to}`;
      if (exceptions.has(edge)) usedExceptions.add(edge);
      else againstTable.push(kind === 'dynamic' ? `${edge} (import())` : edge);
    }
  }
  return {
    againstTable: againstTable.sort(),
    unresolved: unresolved.sort(),
    unusedExceptions: [...exceptions].filter((edge) => !usedExceptions.has(edge)),
    modules: modules.map(relative),
  };
}
