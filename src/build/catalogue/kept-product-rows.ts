/**
 * The product rows of the last catalogue read with what each mapped to, as files in the build's
 * state folder: an index naming the portal, the code and the files in order, and the rows in files
 * of `ROWS_PER_FILE`, a line each (the row's JSON text, a tab, its mapping's JSON text; JSON text
 * never holds a raw tab). A build writes only the files whose rows changed, so an edit naming a
 * product rewrites a file of a few hundred rows and not the whole catalogue's, and a row read again
 * unchanged is never written as text again: its text is the one it was read from.
 *
 * A file is named by a digest of its content, written before the index that names it, and the index
 * replaced whole, so a build that stops half-way leaves the last index and every file it names.
 * Files no index names are removed after the index is written.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ProductRecords } from '../../portal/api.ts';
import type { ProductMappings, RecordMapping } from '../../portal/map.ts';

/** Rows a file holds: a named product's change rewrites one file, one file of 20,000 is small. */
export const ROWS_PER_FILE = 250;

const INDEX = 'index.json';
const ROWS_FILE = /^rows-[0-9a-f]+\.jsonl$/;

interface Index {
  /** The portal the rows came from: another portal's rows are never reused. */
  portal: string;
  /** The digest of the code that made the mappings (source-digest.ts, codeDigest). */
  code: string;
  context: string;
  /** The portal's count of products when the rows were read. */
  total: number;
  rows: number;
  files: string[];
}

/** A kept read: its rows and mappings, with the texts they were read from. */
export interface KeptRows extends ProductRecords {
  portal: string;
  code: string;
  mappings: ProductMappings;
  /** Each row's JSON text, in order. */
  texts: string[];
  /** Each mapping's JSON text, in order. */
  mappingTexts: string[];
  files: string[];
}

function readIndex(dir: string): Index | null {
  try {
    const index = JSON.parse(readFileSync(path.join(dir, INDEX), 'utf8')) as Index;
    return Array.isArray(index.files) && typeof index.context === 'string' ? index : null;
  } catch {
    return null;
  }
}

/** The rows one file holds, or null when it is not a whole file of rows. */
function readRowsFile(file: string, expected: number): [string, string][] | null {
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.pop();
  if (lines.length !== expected) return null;
  const rows: [string, string][] = [];
  for (const line of lines) {
    const tab = line.indexOf('\t');
    if (tab < 0) return null;
    rows.push([line.slice(0, tab), line.slice(tab + 1)]);
  }
  return rows;
}

const rowsIn = (count: number, file: number) =>
  Math.min(ROWS_PER_FILE, count - file * ROWS_PER_FILE);

/** A file's rows with their texts and mappings, parsed. */
interface ParsedRows {
  records: unknown[];
  texts: string[];
  mappings: RecordMapping[];
  mappingTexts: string[];
}

function parseRowsFile(file: string, expected: number): ParsedRows | null {
  const rows = readRowsFile(file, expected);
  if (!rows) return null;
  const parsed: ParsedRows = { records: [], texts: [], mappings: [], mappingTexts: [] };
  for (const [text, mappingText] of rows) {
    parsed.records.push(JSON.parse(text));
    parsed.texts.push(text);
    parsed.mappings.push(JSON.parse(mappingText) as RecordMapping);
    parsed.mappingTexts.push(mappingText);
  }
  return parsed;
}

/**
 * Files parsed ahead by `preloadKeptRows` or by the last `readKeptRows`, by name. A name is a
 * digest of the file's content, so what is kept here is what the file holds whenever it is read: a
 * process that makes several builds (the edit renderer kept across edits) parses only the files an
 * edit wrote. Rows and mappings are read, never changed, by the catalogue's making.
 */
let parsedFiles = new Map<string, ParsedRows>();

/**
 * Reads and parses the files of the last read kept in `dir` ahead of the build that will read
 * them (`readKeptRows`): a process that waits for an edit spends the second before it is asked.
 */
export function preloadKeptRows(dir: string): void {
  const index = readIndex(dir);
  if (!index) return;
  for (const [i, name] of index.files.entries()) {
    try {
      const parsed = parseRowsFile(path.join(dir, name), rowsIn(index.rows, i));
      if (parsed) parsedFiles.set(name, parsed);
    } catch {
      // Read again, and found wanting, by readKeptRows.
    }
  }
}

/** The last read of `portal` kept in `dir`, or null when none is whole. */
export function readKeptRows(dir: string, portal: string): KeptRows | null {
  const index = readIndex(dir);
  if (!index || index.portal !== portal) return null;
  if (index.files.length !== Math.ceil(index.rows / ROWS_PER_FILE)) return null;
  const kept: KeptRows = {
    portal,
    code: index.code,
    total: index.total,
    records: [],
    mappings: { context: index.context, results: [] },
    texts: [],
    mappingTexts: [],
    files: index.files,
  };
  // Only the files of this read stay parsed.
  const parsedNow = new Map<string, ParsedRows>();
  try {
    for (const [i, name] of index.files.entries()) {
      const rows =
        parsedFiles.get(name) ?? parseRowsFile(path.join(dir, name), rowsIn(index.rows, i));
      if (!rows) return null;
      parsedNow.set(name, rows);
      kept.records.push(...rows.records);
      kept.texts.push(...rows.texts);
      kept.mappings.results.push(...rows.mappings);
      kept.mappingTexts.push(...rows.mappingTexts);
    }
  } catch {
    return null;
  } finally {
    parsedFiles = parsedNow;
  }
  return kept;
}

export interface RowsToKeep {
  portal: string;
  code: string;
  rows: ProductRecords;
  mappings: ProductMappings;
}

/**
 * Keeps a read in `dir`. A file of the last read (`kept`) is named again when every row in it is
 * the very row and mapping the kept read gave at the same place: what was read from it, unchanged.
 */
export function keepRows(dir: string, read: RowsToKeep, kept: KeptRows | null): void {
  const { records } = read.rows;
  const { results } = read.mappings;
  const same = (i: number) =>
    kept !== null && records[i] === kept.records[i] && results[i] === kept.mappings.results[i];
  const line = (i: number) =>
    same(i)
      ? `${kept?.texts[i]}\t${kept?.mappingTexts[i]}\n`
      : `${JSON.stringify(records[i])}\t${JSON.stringify(results[i])}\n`;
  mkdirSync(dir, { recursive: true });
  const files: string[] = [];
  for (let file = 0; file * ROWS_PER_FILE < records.length; file++) {
    const start = file * ROWS_PER_FILE;
    const end = start + rowsIn(records.length, file);
    const keptFile = kept?.files[file];
    const unchanged =
      keptFile !== undefined &&
      kept !== null &&
      rowsIn(kept.records.length, file) === end - start &&
      Array.from({ length: end - start }, (_, i) => start + i).every(same);
    if (unchanged) {
      files.push(keptFile);
      continue;
    }
    let text = '';
    for (let i = start; i < end; i++) text += line(i);
    const name = `rows-${createHash('sha256').update(text).digest('hex').slice(0, 32)}.jsonl`;
    writeWhole(path.join(dir, name), text);
    files.push(name);
  }
  const index: Index = {
    portal: read.portal,
    code: read.code,
    context: read.mappings.context,
    total: read.rows.total,
    rows: records.length,
    files,
  };
  writeWhole(path.join(dir, INDEX), JSON.stringify(index));
  const named = new Set(files);
  for (const name of readdirSync(dir))
    if (ROWS_FILE.test(name) && !named.has(name)) rmSync(path.join(dir, name), { force: true });
}

function writeWhole(file: string, text: string): void {
  const partial = `${file}.partial`;
  writeFileSync(partial, text);
  renameSync(partial, file);
}
