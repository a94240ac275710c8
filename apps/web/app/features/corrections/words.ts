import type { TextVersion } from '@trove/contracts';

/** How the correction pages write a moment: day, month, year and time, in UTC (ISO-8601 in). */
export function correctionTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
}

/** The first version: the text as the machine read it. */
export const ORIGINAL_VERSION_LABEL = 'Original OCR text';

/** What kind of version a history row is, in words (issue 17 §1). */
export function versionKind(version: TextVersion): string {
  if (version.version === 0) return ORIGINAL_VERSION_LABEL;
  const kind =
    version.kind === 'revert'
      ? `Revert to version ${version.revertsTo ?? '?'}`
      : version.kind === 'demo'
        ? 'Correction (demonstration)'
        : 'Correction';
  if (version.status === 'held') return `${kind}, held for review`;
  if (version.status === 'rejected') return `${kind}, rejected`;
  return kind;
}

export const linesWord = (count: number): string => (count === 1 ? '1 line' : `${count} lines`);
