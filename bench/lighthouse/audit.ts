import lighthouse, { type Config, type Result, desktopConfig } from 'lighthouse';

export const PRESETS = ['mobile', 'desktop'] as const;
export type Preset = (typeof PRESETS)[number];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type CategoryId = (typeof CATEGORIES)[number];

export const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
} as const;
type MetricName = keyof typeof METRICS;

/** An audit that did not pass, with how much it costs its category. */
export interface Failure {
  category: CategoryId;
  id: string;
  title: string;
  displayValue: string;
  score: number;
  /** The audit's weight × what it lost: where a fix pays most. */
  loss: number;
}

/** What one Lighthouse run of one page in one preset found. */
export interface Audited {
  /** Category scores, 0–100 (null when Lighthouse could not score one). */
  scores: Record<CategoryId, number | null>;
  /** Milliseconds, except CLS (unitless). */
  metrics: Record<MetricName, number | null>;
  failures: Failure[];
  /**
   * Lighthouse's measure of this machine's speed at the run (higher is faster): on a shared machine
   * it falls as other work takes the CPU, and the simulated phone's blocking time grows with it.
   */
  benchmarkIndex: number;
  /** Lighthouse's own warnings about the run (a page that redirected, a slow host…). */
  warnings: string[];
  /** The whole Lighthouse result, for `--save`. */
  lhr: Result;
}

/**
 * Lighthouse's own presets: mobile is its default (a mid-range phone, 4× CPU slowdown and slow 4G,
 * simulated), desktop its desktop configuration. Nothing is tuned: the figures are comparable with
 * anyone else's Lighthouse run of the same version.
 */
const configOf = (preset: Preset): Config | undefined => (preset === 'desktop' ? desktopConfig : undefined);

function failuresOf(lhr: Result): Failure[] {
  const failures: Failure[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null) continue;
      if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
      if (audit.score >= 0.9) continue;
      failures.push({
        category,
        id: audit.id,
        title: audit.title,
        displayValue: audit.displayValue ?? '',
        score: audit.score,
        loss: ref.weight * (1 - audit.score),
      });
    }
  }
  // Weighted losses first; then audits that weigh nothing themselves (performance opportunities).
  return failures.sort((a, b) => b.loss - a.loss || a.score - b.score);
}

/** Runs Lighthouse once against a page in the Chromium listening on `port`. */
export async function audit(url: string, preset: Preset, port: number): Promise<Audited> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
    configOf(preset),
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: CategoryId) => {
    const value = lhr.categories[id]?.score;
    return value == null ? null : Math.round(value * 100);
  };
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    metrics: {
      FCP: metric(METRICS.FCP),
      LCP: metric(METRICS.LCP),
      TBT: metric(METRICS.TBT),
      CLS: metric(METRICS.CLS),
    },
    failures: failuresOf(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: lhr.runWarnings,
    lhr,
  };
}
