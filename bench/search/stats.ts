/** Percentiles by the nearest-rank method over an unsorted list; null when empty. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? null;
}

export interface Summary {
  n: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  max: number | null;
}

export function summarise(values: readonly number[]): Summary {
  return {
    n: values.length,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    p99: percentile(values, 99),
    // A loop, not Math.max(...values): a minute of load is more samples than the call stack holds.
    max: values.length ? values.reduce((a, b) => (b > a ? b : a)) : null,
  };
}

export function median(values: readonly number[]): number | null {
  return percentile(values, 50);
}

/** How many times slower `slow` is than `fast`; null when either is missing or `fast` is 0. */
export const ratio = (slow: number | null | undefined, fast: number | null | undefined) =>
  slow != null && fast != null && fast > 0 ? slow / fast : null;
