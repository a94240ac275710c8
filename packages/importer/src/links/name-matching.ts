/**
 * Rules that tie a name written in a catalogue record to a person or organisation record
 * (ADR 013). They link only when the record says enough to be sure: a name is never linked on
 * its own when several people could carry it.
 *
 * - A heading with life dates, `Surname, Forenames, 1867-1941` (MARC 100/600/700 form, also in
 *   finding aids): same surname, same first forename (or the name the person went by) and the
 *   same year of birth.
 * - A finding aid titled `Papers of …` whose creator is written `Forenames Surname`: the same
 *   surname and forenames (all of them, or the name the person went by), born before the papers
 *   begin.
 * - An organisation: its name exactly (case, spacing and a final full stop aside).
 * A key that fits more than one record links to none.
 */

export interface NamedPerson {
  id: number;
  primaryName: string;
  displayName: string;
  entityType: string;
  alternativeNames: string[];
  birthYear: number | null;
}

export interface NameIndex {
  /** surname|forename|birth year */
  headings: Map<string, Set<number>>;
  /** surname|forenames with the birth year of each candidate */
  direct: Map<string, Map<number, number>>;
  organisations: Map<string, Set<number>>;
}

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function add<K, V>(map: Map<K, Set<V>>, key: K, value: V) {
  const set = map.get(key) ?? new Set<V>();
  set.add(value);
  map.set(key, set);
}

/** Splits `Surname, Forenames` into its parts, or null when the name is not inverted. */
function inverted(name: string): { surname: string; forenames: string } | null {
  const comma = name.indexOf(',');
  if (comma < 1) return null;
  return { surname: fold(name.slice(0, comma)), forenames: fold(name.slice(comma + 1)) };
}

export function buildNameIndex(people: NamedPerson[]): NameIndex {
  const index: NameIndex = { headings: new Map(), direct: new Map(), organisations: new Map() };
  for (const person of people) {
    if (person.entityType !== 'person') {
      for (const name of [person.primaryName, person.displayName, ...person.alternativeNames]) {
        const key = fold(name);
        if (key) add(index.organisations, key, person.id);
      }
      continue;
    }
    const forms = [person.primaryName, person.displayName].map(inverted).filter((f) => f !== null);
    for (const form of forms) {
      if (!form.surname || !form.forenames) continue;
      const first = form.forenames.split(' ')[0] ?? '';
      if (person.birthYear !== null)
        add(index.headings, `${form.surname}|${first}|${person.birthYear}`, person.id);
      const key = `${form.surname}|${form.forenames}`;
      const candidates = index.direct.get(key) ?? new Map<number, number>();
      candidates.set(person.id, person.birthYear ?? Number.NaN);
      index.direct.set(key, candidates);
    }
  }
  return index;
}

/** `Surname, Forenames (Fuller form), Sir, 1867-1941.` -> its surname, first forename and birth year. */
const HEADING = /^([^,]+),\s*([^,(]+?)(?:\s*\([^)]*\))?(?:,\s*[^,\d]+)*,\s*(\d{4})\??-/;

const only = (set: Set<number> | undefined): number | null => (set && set.size === 1 ? [...set][0]! : null);

/** The person a dated heading names, when exactly one record fits. */
export function matchHeading(index: NameIndex, heading: string): number | null {
  const m = HEADING.exec(heading.trim());
  if (!m) return null;
  const first = fold(m[2] ?? '').split(' ')[0] ?? '';
  return only(index.headings.get(`${fold(m[1] ?? '')}|${first}|${m[3]}`));
}

/** The person a finding aid's `Forenames Surname` creator names, when exactly one fits. */
export function matchPapersCreator(
  index: NameIndex,
  creator: string,
  papersStart: number | null,
): number | null {
  if (creator.includes(',')) return null;
  const words = fold(creator).split(' ');
  if (words.length < 2) return null;
  const key = `${words.at(-1)}|${words.slice(0, -1).join(' ')}`;
  const candidates = [...(index.direct.get(key) ?? new Map<number, number>())].filter(
    ([, born]) => papersStart === null || (!Number.isNaN(born) && born <= papersStart),
  );
  return candidates.length === 1 ? candidates[0]![0] : null;
}

export function matchOrganisation(index: NameIndex, name: string): number | null {
  return only(index.organisations.get(fold(name)));
}

export interface LinkCandidateWork {
  id: number;
  source: string;
  title: string;
  creators: string[];
  subjects: string[];
  yearStart: number | null;
}

export interface FoundLink {
  workId: number;
  personId: number;
  relation: 'creator' | 'subject';
}

/** The links one work's creators and subjects support. */
export function linksOfWork(index: NameIndex, work: LinkCandidateWork): FoundLink[] {
  const found = new Map<string, FoundLink>();
  const keep = (personId: number | null, relation: FoundLink['relation']) => {
    if (personId !== null) found.set(`${personId}|${relation}`, { workId: work.id, personId, relation });
  };
  const papers = /^papers of\b/i.test(work.title.trim());
  for (const creator of work.creators) {
    keep(matchHeading(index, creator) ?? matchOrganisation(index, creator), 'creator');
    if (papers) keep(matchPapersCreator(index, creator, work.yearStart), 'creator');
  }
  for (const subject of work.subjects) {
    // `Hawke, Bob, 1929- -- Biography`: the heading before any subdivision.
    const heading = subject.split(' -- ')[0] ?? subject;
    keep(matchHeading(index, heading) ?? matchOrganisation(index, heading), 'subject');
  }
  return [...found.values()];
}
