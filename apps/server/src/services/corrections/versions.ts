import type { TextLine } from './lines.ts';

/**
 * Versions of an article's text rebuilt from its original lines and the live line changes
 * (ADR 046): version N is the OCR with every live change up to N applied in version order.
 */

export interface VersionedChange {
  version: number;
  lineNo: number;
  newText: string;
}

/** The lines of `version`; changes may come in any order. */
export function linesAtVersion(
  original: readonly TextLine[],
  changes: readonly VersionedChange[],
  version: number,
): TextLine[] {
  const lines = original.map((line) => ({ ...line }));
  const applied = changes.filter((c) => c.version <= version).sort((a, b) => a.version - b.version);
  for (const change of applied) {
    const line = lines[change.lineNo];
    if (line) line.text = change.newText;
  }
  return lines;
}

/** The lines that differ between two versions' lines, with their text in each. */
export function differingLines(
  before: readonly TextLine[],
  after: readonly TextLine[],
): { no: number; before: string; after: string }[] {
  return after.flatMap((line) => {
    const old = before[line.no]?.text ?? '';
    return old === line.text ? [] : [{ no: line.no, before: old, after: line.text }];
  });
}
