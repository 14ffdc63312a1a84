/**
 * What moved between a bench's stored run and the one it just measured (run-moves.ts picks the
 * figures): a line per figure both runs have and that changed, with the change and its share,
 * marked when it got worse by more than a tenth. A figure that got worse unnoticed is a finding
 * lost (edit to live at 20,000 products went from 14 to 21 s between two runs nobody compared), so
 * each bench prints these lines and the report keeps them. The mark is a flag to look, not a
 * verdict: the machine is shared and its load moves wall times by more than that, which is why
 * processor time and load average are compared where both runs have them.
 */

/** What the stored results keep of the comparison. */
export interface Moved {
  /** ISO time of the run compared with. */
  since: string;
  lines: string[];
  /**
   * The command that measured, where a report keeps several comparisons (a run, then figures
   * measured on their own after it).
   */
  by?: string;
}

/**
 * A figure both runs measured; `worse` says which way is worse, null for neither. A change in the
 * worse direction larger than `tolerance` (a share of the earlier figure) is marked: a tenth by
 * default, the run-to-run noise of timings here; none for counts of failures, where any is news.
 */
export interface Pair {
  what: string;
  before: number;
  after: number;
  unit: string;
  digits: number;
  worse: 'higher' | 'lower' | null;
  tolerance?: number;
}

const WORSE_SHARE = 0.1;

/** A figure as the lines write it: `digits` decimals, thousands grouped. */
export const figure = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function describePair(pair: Pair): string | null {
  const { what, before, after, unit, digits, worse, tolerance = WORSE_SHARE } = pair;
  if (figure(before, digits) === figure(after, digits)) return null;
  const share = before === 0 ? null : (after - before) / before;
  const signed =
    share === null ? '' : ` (${share > 0 ? '+' : '−'}${figure(Math.abs(share) * 100, 1)} %)`;
  const rise = worse === 'higher' ? after - before : worse === 'lower' ? before - after : 0;
  const gotWorse = rise > 0 && rise > tolerance * Math.abs(before);
  return `${what} ${figure(before, digits)} → ${figure(after, digits)}${unit}${signed}${gotWorse ? ', worse' : ''}`;
}

const time = (what: string, before: number, after: number, unit: string): Pair => ({
  what,
  before,
  after,
  unit,
  digits: 1,
  worse: 'higher',
});

export const seconds = (what: string, beforeMs: number, afterMs: number) =>
  time(what, beforeMs / 1000, afterMs / 1000, ' s');

export const millis = (what: string, before: number, after: number) =>
  time(what, before, after, ' ms');

/** A whole number: a count, a score, a rate; marked past `tolerance` as any pair. */
export const count = (
  what: string,
  before: number,
  after: number,
  worse: Pair['worse'],
  tolerance?: number,
): Pair => ({ what, before, after, unit: '', digits: 0, worse, tolerance });

/** One line for a subject, its pairs that moved; none when none did. */
export function linesOf(subject: string, pairs: readonly Pair[]): string[] {
  const moved = pairs.flatMap((pair) => describePair(pair) ?? []);
  return moved.length === 0 ? [] : [`${subject}: ${moved.join('; ')}`];
}

/** The comparison kept with a run, against the run of `date`. */
export function movedSince(date: Date | string, lines: readonly string[], by?: string): Moved {
  return { since: new Date(date).toISOString(), lines: [...lines], ...(by && { by }) };
}

/** The lines of a comparison: nothing moved, or a line each; none where no run was stored before. */
export function movedLines(moved: Moved | undefined): string[] {
  if (!moved) return ['No earlier run stored: nothing to compare with.'];
  const since = `${moved.since.slice(0, 16).replace('T', ' ')} UTC`;
  if (moved.lines.length === 0)
    return [
      moved.by
        ? `\`${moved.by}\`: nothing moved against the figures stored on ${since}.`
        : `Nothing moved since the run of ${since}.`,
    ];
  const against = moved.by
    ? `\`${moved.by}\`, against the figures stored on ${since}`
    : `Against the run of ${since}`;
  return [
    `${against} (marked: worse by more than a tenth, or any more failures):`,
    '',
    ...moved.lines.map((line) => `- ${line}`),
  ];
}

/**
 * A report's section on what moved, under `heading`, after a blank line, a part per comparison;
 * none for results stored before runs were compared.
 */
export function movedSection(
  heading: string,
  moved: Moved | readonly Moved[] | undefined,
): string[] {
  const all = moved === undefined ? [] : 'since' in moved ? [moved] : moved;
  if (all.length === 0) return [];
  return ['', heading, ...all.flatMap((one) => ['', ...movedLines(one)])];
}
