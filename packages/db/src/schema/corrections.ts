import type { Generated } from 'kysely';

/** Text correction of newspaper and gazette OCR and the hall of fame tallies (issue 17, ADR 046). */

export type CorrectionKind = 'correction' | 'revert' | 'demo';
export type CorrectionStatus = 'live' | 'held' | 'rejected';
/** The hall of fame's filters; 'all' sums the others. */
export type CorrectionFilter = 'all' | 'newspaper' | 'gazette' | 'book' | 'journal';

/** One save of an article's lines: a version once live, held for review, or rejected. */
export interface TextCorrectionTable {
  id: Generated<number>;
  articleId: number;
  /** The version it made; null while held or once rejected. */
  version: number | null;
  /** The version the corrector saw when they began. */
  baseVersion: number;
  /** Null for a visitor past the human check, or once the account is gone. */
  userId: number | null;
  kind: CorrectionKind;
  status: CorrectionStatus;
  /** The filter the article counts under: 'newspaper' or 'gazette'. */
  category: Exclude<CorrectionFilter, 'all'>;
  comment: string | null;
  /** A revert's reason, why it was held, or why it was rejected. */
  reason: string | null;
  /** The version a revert restored. */
  revertsTo: number | null;
  lineCount: number;
  /** Lines counting for the hall of fame now. */
  creditedLines: Generated<number>;
  /** Keyed hash of the caller's address, for the per-address rate limit. */
  addressKey: string | null;
  createdAt: string;
  reviewedBy: number | null;
  reviewedAt: string | null;
}

/** One line a correction changed: its zero-based index, old and new text. */
export interface TextCorrectionLineTable {
  id: Generated<number>;
  correctionId: number;
  articleId: number;
  lineNo: number;
  oldText: string;
  newText: string;
  /** 1 while the change counts for its author (ADR 046). */
  credited: Generated<number>;
}

/** A reader a data manager has stopped from correcting, and why. */
export interface CorrectionBlockTable {
  userId: number;
  reason: string;
  blockedBy: number | null;
  createdAt: string;
}

/** Credited lines of a reader under a filter, any time. */
export interface CorrectionTotalTable {
  userId: number;
  filter: CorrectionFilter;
  lines: number;
}

/** Credited lines of a reader under a filter on one UTC day (YYYY-MM-DD). */
export interface CorrectionDayTable {
  userId: number;
  filter: CorrectionFilter;
  day: string;
  lines: number;
}
