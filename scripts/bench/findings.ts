/**
 * What was found about a target that a bench run did not meet, and what meeting it would take:
 * written by hand after the measuring, as prose, in docs/bench-findings.md (a section per target,
 * headed by its name, with a "Found." and a "What it would take." paragraph), printed in
 * docs/benchmarks.md under each target the run misses (report.ts). A target missed without a
 * finding is printed as such, so the report never passes over one in silence.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TargetId } from './targets.ts';

export interface Finding {
  /** What the measuring showed the time or the bytes are made of. */
  found: string;
  /** What meeting the target would take, and why it is not done. */
  wouldTake: string;
}

export const FINDINGS_FILE = 'docs/bench-findings.md';

const FOUND = '**Found.** ';
const WOULD_TAKE = '**What it would take.** ';

/**
 * The findings of `markdown`, by the target each section is headed by; a section without its two
 * paragraphs is an error naming it. A heading that names no target leaves that target without a
 * finding, which the report prints as such.
 */
export function parseFindings(markdown: string): Partial<Record<TargetId, Finding>> {
  const findings: Partial<Record<TargetId, Finding>> = {};
  for (const section of markdown.split(/^## /m).slice(1)) {
    const [heading = '', ...lines] = section.split('\n');
    const id = heading.trim();
    const paragraph = (mark: string) =>
      lines
        .find((line) => line.startsWith(mark))
        ?.slice(mark.length)
        .trim();
    const found = paragraph(FOUND);
    const wouldTake = paragraph(WOULD_TAKE);
    if (!found || !wouldTake)
      throw new Error(
        `${FINDINGS_FILE}: "## ${id}" needs a "${FOUND.trim()}" and a "${WOULD_TAKE.trim()}" paragraph`,
      );
    findings[id as TargetId] = { found, wouldTake };
  }
  return findings;
}

export const readFindings = (root = process.cwd()) =>
  parseFindings(readFileSync(path.join(root, FINDINGS_FILE), 'utf8'));
