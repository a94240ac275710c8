import path from 'node:path';
import type { ImportContext, SourceImporter } from './core/context.ts';
import { type ImportSummary, Tally } from './core/summary.ts';

/** Imports one source from `location` (default: its place inside the corpus directory). */
export async function runImport(
  ctx: ImportContext,
  importer: SourceImporter,
  corpusDir: string | null,
  location?: string,
): Promise<ImportSummary> {
  const base = importer.outsideCorpus ? process.cwd() : corpusDir;
  const where = location ?? (base ? path.join(base, importer.defaultPath) : null);
  if (!where) throw new Error(`no location for ${importer.name}: give a path or set CORPUS_DIR`);
  const tally = new Tally(importer.name);
  await importer.run(ctx, path.resolve(where), tally);
  return tally.finish();
}

/** The end-of-import report: a table per source, then each rejection as file:position: reason. */
export function formatSummaries(summaries: readonly ImportSummary[], base?: string): string[] {
  const header = [
    'source',
    'read',
    'created',
    'updated',
    'unchanged',
    'skipped',
    'rejected',
    'warnings',
    'seconds',
  ];
  const rows = summaries.map((s) => [
    s.source,
    ...[s.read, s.created, s.updated, s.unchanged, s.skipped, s.rejected, s.warnings.length].map(String),
    (s.durationMs / 1000).toFixed(1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const lines = [line(header), ...rows.map(line)];
  const categories: Record<string, number> = {};
  for (const s of summaries)
    for (const [k, n] of Object.entries(s.categories)) categories[k] = (categories[k] ?? 0) + n;
  const byCategory = Object.entries(categories).sort((a, b) => b[1] - a[1]);
  if (byCategory.length)
    lines.push('', `Records by category: ${byCategory.map(([k, n]) => `${k} ${n}`).join(', ')}`);
  const shown = (file: string) => {
    const relative = base ? path.relative(base, file) || file : file;
    return relative.startsWith('..') ? file : relative;
  };
  const rejections = summaries.flatMap((s) => s.rejections);
  if (rejections.length) {
    lines.push('', `Rejected records (${rejections.length}):`);
    for (const r of rejections) lines.push(`  ${shown(r.file)}:${r.position}: ${r.reason}`);
  }
  // Records stored with a value left out or a field repaired: what, and where.
  const warnings = summaries.flatMap((s) => s.warnings);
  if (warnings.length) {
    lines.push('', `Imported with warnings (${warnings.length}):`);
    for (const w of warnings) lines.push(`  ${shown(w.file)}:${w.position}: ${w.message}`);
  }
  return lines;
}
