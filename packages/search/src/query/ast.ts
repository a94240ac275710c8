/** The query language's syntax tree: what a person typed, before any engine sees it. */

/** Fields matched as text, against the index's text columns. */
export const TEXT_FIELDS = ['title', 'creator', 'subject', 'text'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

/** Fields matched against per-record values rather than text. */
export const VALUE_FIELDS = ['isbn', 'issn', 'ismn', 'nuc', 'publictag', 'fullTextInd', 'has'] as const;
export type ValueField = (typeof VALUE_FIELDS)[number];

export type FieldName = TextField | ValueField;

/** A range bound as typed: a year, or a full YYYY-MM-DD date. */
export interface DateBound {
  year: number;
  month?: number;
  day?: number;
}

export type QueryNode =
  | { type: 'term'; text: string }
  /** A word typed with a trailing *: every word starting with text. */
  | { type: 'prefix'; text: string }
  /** A quoted phrase; with proximity, its words within that many words of each other ("…"~N). */
  | { type: 'phrase'; text: string; proximity?: number }
  | { type: 'field'; field: FieldName; child: QueryNode }
  /** date:[from TO to]; a null bound is an open end (*). */
  | { type: 'range'; field: 'date'; from: DateBound | null; to: DateBound | null }
  | { type: 'and'; children: QueryNode[] }
  | { type: 'or'; children: QueryNode[] }
  | { type: 'not'; child: QueryNode };

export interface QueryError {
  ok: false;
  /** A sentence for the person who typed the query. */
  message: string;
  /** Character offset in the input where the problem is. */
  position: number;
}

export type ParseResult = { ok: true; query: QueryNode | null } | QueryError;

const FIELD_BY_LOWER = new Map<string, FieldName>(
  [...TEXT_FIELDS, ...VALUE_FIELDS].map((f) => [f.toLowerCase(), f]),
);

/** A known field name, case-insensitively (Title: is title:); anything else is not a field. */
export function fieldNamed(name: string): FieldName | null {
  return FIELD_BY_LOWER.get(name.toLowerCase()) ?? null;
}

export function isTextField(field: FieldName): field is TextField {
  return (TEXT_FIELDS as readonly string[]).includes(field);
}
