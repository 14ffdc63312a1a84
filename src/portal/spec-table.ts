/**
 * The key-information spec table into groups of label/value rows. Editors write it as a table (a
 * one-cell row is a group heading, a two-cell row a label and its value); some write a list of
 * "Label: value" lines instead, which is read the same way as best effort.
 */
import sanitizeHtml from 'sanitize-html';
import type { SpecGroup, SpecRow } from '../domain/catalogue.ts';
import { sanitizedText, textLines } from './sanitize.ts';

export function parseSpecTable(html: string | null | undefined): SpecGroup[] {
  if (!html || html.trim() === '') return [];
  return /<t[dh][\s>]/i.test(html) ? fromTable(html) : fromLines(textLines(html));
}

/** Collects rows under the latest heading; groups without rows are left out. */
function groupCollector() {
  const groups: SpecGroup[] = [];
  let current: SpecGroup = { heading: null, rows: [] };
  const flush = () => {
    if (current.rows.length > 0) groups.push(current);
  };
  return {
    heading(text: string) {
      flush();
      current = { heading: text, rows: [] };
    },
    row(row: SpecRow) {
      current.rows.push(row);
    },
    done(): SpecGroup[] {
      flush();
      return groups;
    },
  };
}

interface Cell {
  header: boolean;
  text: string;
}

function fromTable(html: string): SpecGroup[] {
  // Line breaks inside a cell separate words; after sanitising only rows and cells are left as
  // tags, so a cell holds text alone (parsing each cell again cost half the catalogue's mapping).
  const spaced = html.replace(/<br\s*\/?>|<\/(?:p|div|li)\s*>/gi, ' ');
  const table = sanitizeHtml(spaced, { allowedTags: ['tr', 'td', 'th'], allowedAttributes: {} });
  const groups = groupCollector();
  for (const [, row = ''] of table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)) {
    const cells: Cell[] = [...row.matchAll(/<(td|th)>([\s\S]*?)<\/\1>/g)].map(([, tag, inner]) => ({
      header: tag === 'th',
      text: sanitizedText(inner ?? ''),
    }));
    const [first, ...rest] = cells;
    if (!first) continue;
    if (rest.length === 0) {
      if (first.text) groups.heading(first.text);
      continue;
    }
    // A row of column titles ("Specification | Value") is not a spec.
    if (cells.every((cell) => cell.header)) continue;
    const value = rest
      .map((cell) => cell.text)
      .filter(Boolean)
      .join(' ');
    if (first.text && value) groups.row({ label: first.text, value });
  }
  return groups.done();
}

const LABELLED = /^([^:]{1,60}):\s*(.+)$/;

function fromLines(lines: string[]): SpecGroup[] {
  const groups = groupCollector();
  for (const raw of lines) {
    const line = raw.replace(/^[-•*·]\s*/, '');
    const labelled = LABELLED.exec(line);
    if (labelled)
      groups.row({ label: (labelled[1] ?? '').trim(), value: (labelled[2] ?? '').trim() });
    // A short line that is not a sentence reads as a heading; prose is not a spec.
    else if (line.length <= 60 && !/[.!?]$/.test(line)) groups.heading(line);
  }
  return groups.done();
}
