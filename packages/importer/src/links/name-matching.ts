import { type IndexedPerson, type PersonIndex, fitsForenames, hasFullForename } from './person-index.ts';
import { fold, parseDirectName, parseHeading } from './person-names.ts';
import type { LinkRelation } from './work-names.ts';

/**
 * Rules that tie a name written in a record to one person or organisation (ADR 013, ADR 033).
 * Each rule links only when exactly one record fits; a name that fits several links to none.
 */

/** How a name was matched, strongest first; stored with the link as its reason. */
export const HOW = {
  dated: 'heading with life dates',
  exact: 'exact heading',
  organisation: 'organisation name',
  undated: 'heading without honorific and dates',
  direct: 'name in direct order',
  sitting: 'only member of parliament of that name sitting then',
} as const;
export type How = (typeof HOW)[keyof typeof HOW];

export const HOW_RANK: Record<How, number> = {
  [HOW.dated]: 0,
  [HOW.exact]: 1,
  [HOW.organisation]: 1,
  [HOW.undated]: 2,
  [HOW.direct]: 3,
  [HOW.sitting]: 4,
};

export interface Match {
  personId: number;
  how: How;
}

/** No record fits (null), or several do: either way nobody is linked. */
export type Outcome = Match | 'ambiguous' | null;

const decide = (candidates: IndexedPerson[], how: How): Outcome => {
  const ids = new Set(candidates.map((c) => c.id));
  if (ids.size === 0) return null;
  return ids.size === 1 ? { personId: candidates[0]!.id, how } : 'ambiguous';
};

/** Without life dates, a creator was at least this old when the work began (a politician's childhood papers are someone else's). */
export const CREATOR_AGE = 15;

const bornBefore = (person: IndexedPerson, year: number) =>
  person.birthYear !== null && person.birthYear < year;

/**
 * A heading written surname first. With life dates: surname, forenames and year of birth agree (and
 * the year of death when both give one). Without: surname and forenames agree, with at least one
 * forename in full, and exactly one such person was born before the work began (a creator must
 * then have been at least CREATOR_AGE); a work without a date links nobody by an undated heading.
 * Titles and honorifics ('Sir', '1st Baron …') are set aside.
 */
export function matchHeading(
  index: PersonIndex,
  text: string,
  workYear: number | null,
  relation: LinkRelation,
): Outcome {
  const heading = parseHeading(text);
  if (!heading) return null;
  const named = (index.bySurname.get(heading.surname) ?? []).filter((p) =>
    fitsForenames(p, heading.forenames),
  );
  if (heading.birthYear !== null) {
    const deathFits = (p: IndexedPerson) =>
      heading.deathYear === null || p.deathYear === null || heading.deathYear === p.deathYear;
    return decide(
      named.filter((p) => p.birthYear === heading.birthYear && deathFits(p)),
      HOW.dated,
    );
  }
  if (heading.deathYear !== null || workYear === null || !hasFullForename(heading.forenames)) return null;
  // Born before the work began decides who could be meant; a creator's age may then still veto.
  const plausible = named.filter((p) => bornBefore(p, workYear));
  const outcome = decide(plausible, HOW.undated);
  if (outcome === null || outcome === 'ambiguous') return outcome;
  const person = plausible[0]!;
  if (relation !== 'subject' && !bornBefore(person, workYear - CREATOR_AGE + 1)) return null;
  const exact =
    !heading.qualified && person.exactNames.has(`${heading.surname} ${heading.forenames.join(' ')}`);
  return exact ? { ...outcome, how: HOW.exact } : outcome;
}

/** Every way of cutting direct-order words into forenames and a surname of one to three words. */
function surnameSplits(words: string[]): { surname: string; forenames: string[] }[] {
  const splits = [];
  for (let n = 1; n <= Math.min(3, words.length - 1); n++)
    splits.push({ surname: words.slice(-n).join(' '), forenames: words.slice(0, -n) });
  return splits;
}

/**
 * A name in direct order ('Sir Earle Page', 'Edmund Webber, 1817-1860') as the creator of papers:
 * surname and forenames agree, with one forename in full; life dates, when written, agree; without
 * them the papers begin in the person's lifetime (papers without a date link nobody).
 */
export function matchDirectName(index: PersonIndex, text: string, papersStart: number | null): Outcome {
  const name = parseDirectName(text);
  if (!name || name.words.length < 2) return null;
  const candidates = surnameSplits(name.words).flatMap(({ surname, forenames }) =>
    hasFullForename(forenames)
      ? (index.bySurname.get(surname) ?? []).filter((p) => fitsForenames(p, forenames))
      : [],
  );
  const plausible = candidates.filter((p) =>
    name.birthYear !== null
      ? p.birthYear === name.birthYear
      : papersStart !== null &&
        p.birthYear !== null &&
        p.birthYear <= papersStart &&
        (p.deathYear === null || papersStart <= p.deathYear),
  );
  return decide(plausible, HOW.direct);
}

const sittingOn = (person: IndexedPerson, date: string) =>
  person.officeTerms.some((t) => t.from <= date && (t.to === null || date <= t.to));

/**
 * A person named in a caption on a day by the words after a title: the person sitting in
 * parliament that day whose surname is one of the words, with the words before it as forenames
 * ('Sir Robert Menzies', 'Dr. Earle Page'), or else whose surname is the first word ('Mr. Menzies
 * Says'). Exactly one such member must fit, of the gender the title implies ('Mrs.', 'Dame').
 */
export function matchSittingMember(
  index: PersonIndex,
  name: { words: string[]; gender: string | null },
  date: string,
): Outcome {
  const reading = (k: number) =>
    decide(
      (index.bySurname.get(name.words[k]!) ?? []).filter(
        (p) =>
          sittingOn(p, date) &&
          (name.gender === null || p.gender === null || p.gender === name.gender) &&
          (k === 0 || fitsForenames(p, name.words.slice(0, k))),
      ),
      HOW.sitting,
    );
  for (let k = 1; k < name.words.length; k++) {
    const outcome = reading(k);
    if (outcome !== null) return outcome;
  }
  return reading(0);
}

/** An organisation by its exact name (case, spacing and punctuation aside). */
export function matchOrganisation(index: PersonIndex, text: string): Outcome {
  const ids = index.organisations.get(fold(text));
  if (!ids || ids.size === 0) return null;
  return ids.size === 1 ? { personId: [...ids][0]!, how: HOW.organisation } : 'ambiguous';
}
