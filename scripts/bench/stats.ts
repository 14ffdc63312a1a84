/** Summary statistics of timing samples. */

/**
 * The value at quantile `q` (0..1) of `samples`, nearest-rank, so it is always a measured value.
 */
export function quantile(samples: readonly number[], q: number): number {
  if (samples.length === 0) throw new Error('no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1] as number;
}

export const median = (samples: readonly number[]) => quantile(samples, 0.5);
export const p95 = (samples: readonly number[]) => quantile(samples, 0.95);
