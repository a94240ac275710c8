import type { FacetCode, TextFieldKey } from '@trove/contracts';

/** The pieces the advanced forms are described with (see field-sets.ts). */
export interface ChoiceOption {
  value: string;
  label: string;
}

export type Field =
  /** Words with a mode select: the words go in `{field}`, the mode in `{field}.mod`. */
  | { type: 'textRow'; field: TextFieldKey; label: string }
  /** A plain text box; `split` sends comma-separated entries as repeated values. */
  | { type: 'text'; param: string; label: string; hint?: string; split?: boolean; inputMode?: 'numeric' }
  /** A yes box: checked sends `{param}=y`. */
  | { type: 'checkbox'; param: string; label: string }
  /** One choice of several, 'Any' first; options from the server's facet when given. */
  | { type: 'select'; param: string; label: string; options: ChoiceOption[]; facet?: FacetCode }
  /** Any number of choices (any of them matches), in a fieldset of their own. */
  | { type: 'checkboxes'; param: string; label: string; options: ChoiceOption[]; facet?: FacetCode }
  /** A from-to pair: whole years, or fuzzy dates (YYYY, YYYY-MM or YYYY-MM-DD). */
  | { type: 'range'; from: string; to: string; label: string; dates: 'year' | 'fuzzy'; defaults?: boolean }
  /** The organisation lookup (`nuc`). */
  | { type: 'organisations' }
  /** The newspaper title and state lookup (`l-advtitle`, `l-advstate`). */
  | { type: 'titles' };

export interface Section {
  /** A stable id, also used for the section's heading id. */
  id: string;
  legend: string;
  fields: Field[];
}

/** Options from a record of term -> label (the contracts' term tables). */
export const optionsOf = (terms: Record<string, string>): ChoiceOption[] =>
  Object.entries(terms).map(([value, label]) => ({ value, label }));

/** Options whose value is their label. */
export const sameOptions = (values: readonly string[]): ChoiceOption[] =>
  values.map((v) => ({ value: v, label: v }));
