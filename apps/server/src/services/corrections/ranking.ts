/**
 * The ranking rule of the hall of fame (ADR 046): which changed lines earn their corrector a line,
 * and which earlier changes lose theirs, so the tallies count lines whose change survived.
 * Pure: the service gathers the facts in the transaction that writes the outcome.
 */

/** An earlier live change of a line: who made it, what it replaced, whether it counts, when. */
export interface PriorChange {
  lineChangeId: number;
  correctionId: number;
  authorId: number | null;
  /** The line's text before this change. */
  oldText: string;
  credited: boolean;
  /** ISO-8601 UTC, the time of its correction. */
  createdAt: string;
}

export interface LineChangeFacts {
  /** The account saving; null for a visitor. */
  correctorId: number | null;
  kind: 'correction' | 'revert' | 'demo';
  newText: string;
  /** The line's latest live change, or null while it is the OCR as loaded. */
  latest: PriorChange | null;
  /** For a revert: every live change of the line after the version restored (the changes it undoes). */
  undone: readonly PriorChange[];
}

export interface LineCredit {
  /** Whether this change earns its corrector a line. */
  credited: boolean;
  /** Earlier changes whose credit is withdrawn: undone while younger than the survival window. */
  withdraw: PriorChange[];
}

/** The credit of one changed line, at `now`, with the survival window in milliseconds. */
export function creditOf(facts: LineChangeFacts, now: Date, survivalMs: number): LineCredit {
  const young = (change: PriorChange) =>
    change.credited && now.getTime() - Date.parse(change.createdAt) < survivalMs;
  if (facts.kind === 'revert') return { credited: false, withdraw: facts.undone.filter(young) };
  const latest = facts.latest;
  // Putting back the text a change replaced undoes it: that change did not survive.
  if (latest && facts.newText === latest.oldText)
    return { credited: false, withdraw: young(latest) ? [latest] : [] };
  if (facts.correctorId === null) return { credited: false, withdraw: [] };
  // Polishing one's own change earns nothing more; the earlier change keeps its line.
  if (latest && latest.authorId === facts.correctorId) return { credited: false, withdraw: [] };
  return { credited: true, withdraw: [] };
}
