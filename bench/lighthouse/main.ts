/**
 * npm run lighthouse -- --base-url http://127.0.0.1:3000 [--preset mobile|desktop] [--page name=/path] [--runs 3] [--failures 8] [--save dir]
 *
 * Issue 14 §4 (ADR 036): Lighthouse in Debian's Chromium against a running portal: home, a results
 * page, a work page with an image and one without, and a newspaper article, in Lighthouse's mobile
 * and desktop presets. Prints the four category scores, FCP, LCP, TBT and CLS, and the audits that
 * failed. A benchmark: it prints figures and never fails on them.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PRESETS, type Preset, audit, type Audited } from './audit.ts';
import { launchChromium } from './chromium.ts';
import { defaultPages, parsePageOption } from './pages.ts';
import { type ReportRow, failureList, scoreTable } from './report.ts';

/** Of several runs, the one with the median performance score (Lighthouse's advice for noisy hosts). */
function medianRun(runs: Audited[]): Audited {
  const sorted = [...runs].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('No Lighthouse run to choose from');
  return median;
}

async function saveResult(folder: string, name: string, audited: Audited): Promise<void> {
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `${name.replace(/[^a-z0-9-]+/gi, '-')}.json`);
  await writeFile(file, JSON.stringify(audited.lhr));
}

function presetsOf(option: string | undefined): readonly Preset[] {
  if (option === undefined) return PRESETS;
  const preset = PRESETS.find((p) => p === option);
  if (!preset) throw new Error(`--preset takes ${PRESETS.join(' or ')}, not ${option}`);
  return [preset];
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string', default: 'http://127.0.0.1:3000' },
      preset: { type: 'string' },
      page: { type: 'string', multiple: true },
      runs: { type: 'string', default: '1' },
      failures: { type: 'string', default: '8' },
      /** A folder for each shown run's whole Lighthouse result (JSON), to read its details. */
      save: { type: 'string' },
    },
  });
  const baseUrl = values['base-url'].replace(/\/$/, '');
  const runs = Math.max(1, Number(values.runs) || 1);
  const presets = presetsOf(values.preset);
  const pages =
    values.page && values.page.length > 0 ? values.page.map(parsePageOption) : await defaultPages(baseUrl);

  console.log(`Lighthouse at ${baseUrl}, ${runs} run(s) per page and preset (the median is shown)`);
  console.log(
    `Load average at the start: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')}`,
  );
  for (const page of pages) console.log(`  ${page.name}: ${page.path}`);

  const chromium = await launchChromium();
  const rows: ReportRow[] = [];
  try {
    for (const page of pages) {
      for (const preset of presets) {
        const found: Audited[] = [];
        for (let run = 0; run < runs; run += 1)
          found.push(await audit(baseUrl + page.path, preset, chromium.port));
        const audited = medianRun(found);
        rows.push({ page: page.name, preset, audited });
        if (values.save) await saveResult(values.save, `${page.name}-${preset}`, audited);
        const { scores } = audited;
        console.log(
          `  ${page.name} ${preset}: performance ${scores.performance}, accessibility ${scores.accessibility}, ` +
            `best practices ${scores['best-practices']}, SEO ${scores.seo}`,
        );
      }
    }
  } finally {
    await chromium.close();
  }
  console.log(
    `Load average at the end: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')}`,
  );
  console.log(`\n${scoreTable(rows)}`);
  console.log(
    "\nCPU index: Lighthouse's benchmark of the machine during the run; the mobile preset slows the CPU 4× " +
      'from it, so a busy machine shows more blocking time than a quiet one.',
  );
  console.log(`\nFailing audits (score below 90), those costing their category most first:\n`);
  console.log(failureList(rows, Number(values.failures) || 8));
}

await main();
