/**
 * What a module imports, read by TypeScript's parser: static imports and re-exports, type-only
 * ones marked as such, and `import()` calls (the way code arrives later, and still code the module
 * depends on). An .astro file's imports are its frontmatter's and those of the client scripts Astro
 * bundles; a script Astro writes into the page as it is (`is:inline`, or any attribute but `src`)
 * imports nothing of the project's.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';

export interface ModuleImport {
  /** What the module names; null for an `import()` of a computed value. */
  specifier: string | null;
  /** `type`: erased from what runs; `dynamic`: loaded when the call runs. */
  kind: 'static' | 'type' | 'dynamic';
}

const literal = (node: ts.Node | undefined) =>
  node && ts.isStringLiteralLike(node) ? node.text : null;

/** The imports of TypeScript or JavaScript source text. */
export function importsInSource(source: string, fileName = 'module.tsx'): ModuleImport[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const found: ModuleImport[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const typeOnly = node.importClause?.phaseModifier === ts.SyntaxKind.TypeKeyword;
      found.push({ specifier: literal(node.moduleSpecifier), kind: typeOnly ? 'type' : 'static' });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      found.push({
        specifier: literal(node.moduleSpecifier),
        kind: node.isTypeOnly ? 'type' : 'static',
      });
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference)
    ) {
      found.push({
        specifier: literal(node.moduleReference.expression),
        kind: node.isTypeOnly ? 'type' : 'static',
      });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      found.push({ specifier: literal(node.arguments[0]), kind: 'dynamic' });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      found.push({ specifier: literal(node.argument.literal), kind: 'type' });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---/;
/** A `<script>` Astro bundles: no attribute, or only `src`. */
const BUNDLED_SCRIPT = /<script(?:\s+src=["']([^"']+)["'])?\s*>([\s\S]*?)<\/script>/g;

/** The imports of an .astro file: its frontmatter's and its bundled client scripts'. */
export function importsInAstro(source: string): ModuleImport[] {
  const frontmatter = FRONTMATTER.exec(source)?.[1] ?? '';
  const scripts = [...source.matchAll(BUNDLED_SCRIPT)];
  return [
    ...importsInSource(frontmatter, 'frontmatter.ts'),
    ...scripts.flatMap(([, src, body = '']): ModuleImport[] => [
      ...(src ? [{ specifier: src, kind: 'static' as const }] : []),
      ...importsInSource(body, 'script.ts'),
    ]),
  ];
}

/** The imports of the module in `file`. */
export function importsOf(file: string): ModuleImport[] {
  const source = readFileSync(file, 'utf8');
  return file.endsWith('.astro') ? importsInAstro(source) : importsInSource(source, file);
}
