import type { DateCondition, RecordCondition, TermCondition } from './criteria-query.ts';
import type { DocTable } from './doc-table.ts';

export type RowFilter = ((rowid: number) => boolean) | null;

const NEVER = () => false;

/** Whether a key lies within inclusive bounds; null bounds are open ends. */
const within = (key: number, from: number | null, to: number | null) =>
  (from === null || key >= from) && (to === null || key <= to);

/**
 * The in-memory conditions of a search as one predicate over row ids, or null when there are none
 * (the caller then skips the per-row check). Terms unknown to the index match nothing.
 */
export function rowFilterOf(
  docs: DocTable,
  terms: TermCondition[],
  dates: DateCondition[],
  records: RecordCondition[] = [],
): RowFilter {
  const checks: ((rowid: number) => boolean)[] = [];
  const { facets } = docs;
  for (const condition of terms) {
    const ids = condition.terms.map((t) => facets.valueId(condition.code, t));
    const known = ids.filter((id) => id !== undefined);
    if (condition.mod === 'not') {
      if (known.length > 0) checks.push((rowid) => !known.some((id) => facets.has(rowid, id)));
    } else if (condition.mod === 'all') {
      if (known.length < ids.length) return NEVER;
      checks.push((rowid) => known.every((id) => facets.has(rowid, id)));
    } else {
      if (known.length === 0) return NEVER;
      checks.push(
        known.length === 1
          ? (rowid) => facets.has(rowid, known[0] ?? -1)
          : (rowid) => known.some((id) => facets.has(rowid, id)),
      );
    }
  }
  for (const { sets, mod } of records) {
    if (mod === 'not') checks.push((rowid) => !sets.some((set) => set.has(rowid)));
    else if (mod === 'all') {
      if (sets.some((set) => set.size === 0)) return NEVER;
      checks.push((rowid) => sets.every((set) => set.has(rowid)));
    } else {
      if (sets.every((set) => set.size === 0)) return NEVER;
      checks.push((rowid) => sets.some((set) => set.has(rowid)));
    }
  }
  for (const { column, from, to, negated } of dates) {
    const test = dateTest(docs, column, from, to);
    checks.push(negated ? (rowid) => !test(rowid) : test);
  }
  if (checks.length === 0) return null;
  if (checks.length === 1) return checks[0] ?? null;
  return (rowid) => checks.every((check) => check(rowid));
}

function dateTest(
  docs: DocTable,
  column: DateCondition['column'],
  from: number | null,
  to: number | null,
): (rowid: number) => boolean {
  switch (column) {
    case 'sort':
      return (rowid) => {
        const key = docs.sortKeyOf(rowid);
        return key !== null && within(key, from, to);
      };
    case 'birth':
      return (rowid) => {
        const key = docs.birthKeyOf(rowid);
        return key !== null && within(key, from, to);
      };
    case 'death':
      return (rowid) => {
        const key = docs.deathKeyOf(rowid);
        return key !== null && within(key, from, to);
      };
    case 'life':
      // Existed at some time in the range: born before its end and not dead before its start.
      return (rowid) => {
        const birth = docs.birthKeyOf(rowid);
        const death = docs.deathKeyOf(rowid);
        if (birth === null && death === null) return false;
        return (
          (to === null || birth === null || birth <= to) && (from === null || death === null || death >= from)
        );
      };
  }
}
