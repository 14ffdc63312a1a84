/**
 * Two rules of the shop's code (src/ and scripts/runtime/) that Prettier does not hold: no line
 * over 120 characters outside data and URLs (Prettier leaves long strings, class lists and comments
 * as they are), and no comment that names an issue: the reason belongs in the comment, and the
 * tracker is not part of the repository.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const MAX_LINE = 120;

/** The files the rules read, by ending. */
export const CODE_FILES = ['.ts', '.tsx', '.js', '.mjs', '.astro', '.css', '.json'] as const;

/**
 * Data kept as written, where splitting lines would hurt reading: a whole folder, or only the lines
 * of a file that match.
 */
const DATA: readonly { files: RegExp; lines?: RegExp }[] = [
  // The language texts: one message to a line, in any script.
  { files: /^src\/i18n\/messages\// },
  // The portal's answers, as the portal sends them.
  { files: /^src\/portal\/fixtures\// },
  // A category's words in one language.
  { files: /^src\/site\.config\.ts$/, lines: /^\s*[a-z]{2}: (['"]).*\1,?$/ },
];

/** A URL anywhere on the line (as ESLint's `max-len` with `ignoreUrls`). */
const URL = /\b[a-z][a-z\d+.-]*:\/\/\S/i;

/** SVG path data: a `d` attribute, or a line that is nothing but a quoted path. */
const PATH_DATA = /\bd=["'{`]|^\s*(['"`])[MmZzLlHhVvCcSsQqTtAa\d\s.,-]+\1,?$/;

/**
 * An ESLint directive alone, its reason on the line before: rule names are as long as their
 * plugins make them.
 */
const DIRECTIVE =
  /^\s*(?:\/\/|\{?\/\*)\s*eslint-(?:disable|enable)[\w-]*(?:\s+[\w@/-]+,?)*\s*(?:\*\/\}?)?$/;

/** Characters, not UTF-16 units or bytes: an Arabic or emoji line counts as it reads. */
const width = (line: string) => [...line].length;

export type Offence = { line: number; text: string };

/** The lines of a file over {@link MAX_LINE} characters that are neither data nor URLs. */
export function longLines(file: string, text: string): Offence[] {
  const data = DATA.filter((rule) => rule.files.test(file));
  if (data.some((rule) => !rule.lines)) return [];
  return text
    .split('\n')
    .flatMap((line, index) =>
      width(line) > MAX_LINE &&
      !URL.test(line) &&
      !PATH_DATA.test(line) &&
      !DIRECTIVE.test(line) &&
      !data.some((rule) => rule.lines?.test(line))
        ? [{ line: index + 1, text: line }]
        : [],
    );
}

/** "issue 39", "issues 12 and 14", "PR #7": a number only the tracker can explain. */
const ISSUE = /\b(?:issues?|tickets?|PRs?|pull requests?)\s*#?\d/i;

/** The comments of a file naming an issue, a line each. */
export function issueMentions(file: string, text: string): Offence[] {
  return commentsOf(file, text).flatMap((comment) =>
    comment.text
      .split('\n')
      .flatMap((line, index) =>
        ISSUE.test(line) ? [{ line: comment.line + index, text: line.trim() }] : [],
      ),
  );
}

type Comment = { line: number; text: string };

/**
 * The comments of a file: TypeScript's own scanner for scripts (so a `//` inside a string or a
 * template is not one); for Astro, the frontmatter the same way and the markup's comments by their
 * delimiters; for CSS, its block comments.
 */
export function commentsOf(file: string, text: string): Comment[] {
  if (/\.(ts|tsx|js|mjs)$/.test(file)) return scriptComments(file, text, 0);
  if (file.endsWith('.css')) return delimited(text, /\/\*[\s\S]*?\*\//g, 0);
  if (file.endsWith('.astro')) {
    const frontmatter = /^---\n([\s\S]*?)\n---\n/.exec(text);
    const markupStart = frontmatter ? frontmatter[0].length : 0;
    return [
      ...(frontmatter ? scriptComments('frontmatter.ts', frontmatter[1] ?? '', 1) : []),
      ...delimited(
        text.slice(markupStart),
        /<!--[\s\S]*?-->|\/\*[\s\S]*?\*\/|(?<=^|\s)\/\/[^\n]*/gm,
        lineOf(text, markupStart) - 1,
      ),
    ];
  }
  return [];
}

const lineOf = (text: string, position: number) => text.slice(0, position).split('\n').length;

function delimited(text: string, pattern: RegExp, linesBefore: number): Comment[] {
  return [...text.matchAll(pattern)].map((match) => ({
    line: linesBefore + lineOf(text, match.index),
    text: match[0],
  }));
}

function scriptComments(file: string, text: string, linesBefore: number): Comment[] {
  const kind = /\.(tsx|jsx)$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found = new Map<number, Comment>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (found.has(range.pos)) continue;
      found.set(range.pos, {
        line: linesBefore + source.getLineAndCharacterOfPosition(range.pos).line + 1,
        text: text.slice(range.pos, range.end),
      });
    }
  };
  // Every comment is trivia before some token, or after the last one.
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.JsxText) return;
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...found.values()].sort((a, b) => a.line - b.line);
}

/** The files the rules read under the given folders, relative to the root, `/`-separated. */
export function codeFilesUnder(root: string, folders: readonly string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => CODE_FILES.some((ending) => name.endsWith(ending)))
      .map((name) => `${folder}/${name.split(path.sep).join('/')}`),
  );
}

/** Every offence of both rules in the given files, as `file:line: what`. */
export function offencesIn(root: string, files: readonly string[]): string[] {
  return files.flatMap((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    return [
      ...longLines(file, text).map(
        (offence) => `${file}:${offence.line}: ${width(offence.text)} characters`,
      ),
      ...issueMentions(file, text).map(
        (offence) => `${file}:${offence.line}: names an issue: ${offence.text}`,
      ),
    ];
  });
}
