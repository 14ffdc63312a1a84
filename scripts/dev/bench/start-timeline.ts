/**
 * Where a start's time goes: the moments its output marks, read from the lines it prints. Without
 * them a first start's total says nothing of what to make faster (issue 39).
 */
export interface Milestone {
  label: string;
  seconds: number;
}

/** The marks, in the order a start reaches them: the first line matching each is its moment. */
const MARKS: readonly { label: string; line: RegExp }[] = [
  { label: 'npm start begins', line: /> node scripts\/runtime\/cli\/build\.ts/ },
  { label: 'Astro has started up: the catalogue is fetched', line: /fetching the catalogue from/ },
  { label: 'every picture ready (downloaded and its widths made, or kept)', line: /images: \d+ \(\d+ downloaded/ },
  { label: 'pages rendering', line: /prerendering static routes/ },
  { label: 'the build is done', line: /astro build done in/ },
];

export interface Timeline {
  /** Takes one printed line, `seconds` after the start began. */
  see(line: string, seconds: number): void;
  /** The moments seen, in the order of the marks. */
  milestones(): Milestone[];
}

export function createTimeline(): Timeline {
  const seen = new Map<string, number>();
  return {
    see(line, seconds) {
      for (const mark of MARKS) if (!seen.has(mark.label) && mark.line.test(line)) seen.set(mark.label, seconds);
    },
    milestones: () => MARKS.flatMap(({ label }) => (seen.has(label) ? [{ label, seconds: seen.get(label) as number }] : [])),
  };
}
