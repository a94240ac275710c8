/** Plain-text tables of the benchmark report: fixed-width columns, optional column groups. */

export function fmt(v: number | null | undefined): string {
  if (v == null) return '-';
  const tenths = Math.round(v * 10) / 10;
  return tenths < 10 ? tenths.toFixed(1) : Math.round(v).toFixed(0);
}

export const fmtRatio = (x: number | null) =>
  x === null ? '-' : `${x < 0.1 ? x.toFixed(2) : x < 10 ? x.toFixed(1) : x.toFixed(0)}x`;

/** Header groups label runs of columns: [label, how many columns]. */
export type Groups = [string, number][];

export function table(
  groups: Groups | null,
  header: string[],
  body: string[][],
  align: ('l' | 'r')[],
): string {
  const widths = align.map((_, i) => Math.max(...[header, ...body].map((r) => (r[i] ?? '').length)));
  // A group label wider than its columns widens the group's last column.
  let at = 0;
  for (const [label, span] of groups ?? []) {
    const width = widths.slice(at, at + span).reduce((a, b) => a + b, 0) + 2 * (span - 1);
    if (label.length > width) widths[at + span - 1] = (widths[at + span - 1] ?? 0) + label.length - width;
    at += span;
  }
  const line = (r: string[]) =>
    r
      .map((c, i) => (align[i] === 'l' ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const lines: string[] = [];
  if (groups) {
    at = 0;
    const cells = groups.map(([label, span]) => {
      const width = widths.slice(at, at + span).reduce((a, b) => a + b, 0) + 2 * (span - 1);
      at += span;
      return label.padEnd(width);
    });
    lines.push(cells.join('  ').trimEnd());
  }
  lines.push(line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line));
  return lines.join('\n');
}
