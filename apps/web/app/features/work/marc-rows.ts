import type { MarcField } from '@trove/contracts';

export interface MarcRow {
  tag: string;
  /** Two indicator characters, a blank shown as '#' as cataloguers write it; empty for control fields. */
  indicators: string;
  parts: { code: string | null; text: string }[];
}

const indicator = (value: string | null) => (value === null ? '' : value === ' ' ? '#' : value);

/** MARC fields as the table's rows: tag, indicators, and the value or the $-coded subfields. */
export function marcRows(fields: readonly MarcField[]): MarcRow[] {
  return fields.map((field) => ({
    tag: field.tag,
    indicators:
      field.ind1 === null && field.ind2 === null ? '' : `${indicator(field.ind1)}${indicator(field.ind2)}`,
    parts:
      field.value !== null
        ? [{ code: null, text: field.value }]
        : field.subfields.map((s) => ({ code: s.code, text: s.value })),
  }));
}
