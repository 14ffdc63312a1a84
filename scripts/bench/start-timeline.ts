/**
 * Where a start's time goes: the moments its output marks, read from the lines it prints. Without
 * them a first start's total says nothing of what to make faster (issue 39).
 */
export interface Milestone {
  label: string;
  seconds: number;
}

/**
 * What the shop's server prints when a build left it pictures to make, and when it has made them
 * all (ADR 0024).
 */
export const PICTURES_BEGIN = /making \d+ pictures' widths while the shop serves/;
export const PICTURES_END = /pictures made: \d+ of \d+ in/;

/** The marks, in the order a start reaches them: the first line matching each is its moment. */
const MARKS: readonly { label: string; line: RegExp }[] = [
  { label: 'npm start begins', line: /> node scripts\/dev\/start\.ts/ },
  { label: 'Astro has started up: the catalogue is fetched', line: /fetching the catalogue from/ },
  {
    label:
      'every picture ready for the pages (downloaded and sized, its widths made or left to the server; or kept)',
    line: /images: \d+ \(\d+ downloaded/,
  },
  { label: 'pages rendering', line: /prerendering static routes/ },
  { label: 'the build is done', line: /astro build done in/ },
  { label: "the shop's server starts making the pictures' widths", line: PICTURES_BEGIN },
  { label: "the shop's server has made every picture's widths", line: PICTURES_END },
];

export interface Timeline {
  /** Takes one printed line, `seconds` after the start began. */
  see(line: string, seconds: number): void;
  /** The moments seen, in the order of the marks. */
  milestones(): Milestone[];
  /** Whether a line matching `line` has been seen. */
  saw(line: RegExp): boolean;
}

export function createTimeline(): Timeline {
  const seen = new Map<string, number>();
  return {
    saw: (line) => MARKS.some((mark) => mark.line === line && seen.has(mark.label)),
    see(line, seconds) {
      for (const mark of MARKS)
        if (!seen.has(mark.label) && mark.line.test(line)) seen.set(mark.label, seconds);
    },
    milestones: () =>
      MARKS.flatMap(({ label }) =>
        seen.has(label) ? [{ label, seconds: seen.get(label) as number }] : [],
      ),
  };
}
