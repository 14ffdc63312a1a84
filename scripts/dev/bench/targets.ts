/** The issue's targets, checked against what the bench measured. */
import type { BuildMeasure } from './build-run.ts';
import type { LighthouseResult } from './lighthouse-run.ts';
import type { PageBytes } from './page-bytes.ts';
import type { PageType } from './pages.ts';

/** What one catalogue size measured. */
export interface SizeResult {
  size: number;
  cold: BuildMeasure;
  warm: BuildMeasure;
  bytes: PageBytes[];
  /** null when Lighthouse was skipped. */
  lighthouse: LighthouseResult[] | null;
}

export interface TargetCheck {
  target: string;
  measured: string;
  /** null: not measured in this run. */
  met: boolean | null;
}

/** Decimal units throughout, as browsers' developer tools show them: 1 KB = 1,000 bytes. */
export const KB = 1000;
export const GB = 1000 ** 3;

export const jsBudgets: Partial<Record<PageType, number>> = { product: 90 * KB, home: 130 * KB, 'product (ar)': 90 * KB, 'home (ar)': 130 * KB };
export const buildTarget = { size: 10000, wallMs: 3 * 60_000, peakBytes: 3 * GB };
export const lighthouseTargets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
/** Lighthouse shows CLS to three decimals; "0" is what it shows as 0.000. */
export const clsShownAsZero = (cls: number) => cls < 0.0005;

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

export function checkTargets(sizes: readonly SizeResult[]): TargetCheck[] {
  const checks: TargetCheck[] = [];

  const lighthouse = sizes.flatMap((s) => (s.lighthouse ?? []).map((r) => ({ size: s.size, ...r })));
  for (const [category, min] of Object.entries(lighthouseTargets) as [keyof typeof lighthouseTargets, number][]) {
    const misses = lighthouse.filter((r) => r.scores[category] < min);
    checks.push({
      target: `Lighthouse mobile ${category} ${min === 100 ? '= 100' : `>= ${min}`} on every page type`,
      measured: lighthouse.length === 0 ? 'not run' : misses.length === 0 ? `lowest ${Math.min(...lighthouse.map((r) => r.scores[category]))}` : misses.map((r) => `${r.type} ${r.scores[category]} (${r.size.toLocaleString('en-US')})`).join(', '),
      met: lighthouse.length === 0 ? null : misses.length === 0,
    });
  }
  const shifting = lighthouse.filter((r) => !clsShownAsZero(r.cls));
  checks.push({
    target: 'CLS 0 on every page type',
    measured: lighthouse.length === 0 ? 'not run' : shifting.length === 0 ? 'highest 0.000' : shifting.map((r) => `${r.type} ${r.cls.toFixed(3)} (${r.size.toLocaleString('en-US')})`).join(', '),
    met: lighthouse.length === 0 ? null : shifting.length === 0,
  });

  for (const [type, budget] of Object.entries(jsBudgets) as [PageType, number][]) {
    const pages = sizes.flatMap((s) => s.bytes.filter((p) => p.type === type));
    const worst = Math.max(...pages.map((p) => p.kinds.js.compressed));
    checks.push({
      target: `compressed JS on the ${type} page <= ${kb(budget)}`,
      measured: pages.length === 0 ? 'not measured' : `${kb(worst)} at most`,
      met: pages.length === 0 ? null : worst <= budget,
    });
  }

  const at = sizes.find((s) => s.size === buildTarget.size);
  checks.push({
    target: `${buildTarget.size.toLocaleString('en-US')} products built in < 3 min with a warm image cache`,
    measured: at ? `${(at.warm.wallMs / 1000).toFixed(1)} s` : 'not built in this run',
    met: at ? at.warm.wallMs < buildTarget.wallMs : null,
  });
  checks.push({
    target: `… and in < 3 GB of memory`,
    measured: at ? `${(Math.max(at.warm.peakBytes, at.cold.peakBytes) / GB).toFixed(2)} GB (cold or warm, whichever is more)` : 'not built in this run',
    met: at ? Math.max(at.warm.peakBytes, at.cold.peakBytes) < buildTarget.peakBytes : null,
  });
  return checks;
}
