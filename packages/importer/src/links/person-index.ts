import { fold, parseDirectName, parseHeading } from './person-names.ts';

/** A person or organisation record as the linker reads it. */
export interface NamedPerson {
  id: number;
  primaryName: string;
  displayName: string;
  entityType: string;
  alternativeNames: string[];
  birthYear: number | null;
  deathYear: number | null;
  /** 'male' or 'female' where the source says. */
  gender: string | null;
  /** Periods in public office (a politician's terms in parliament), ISO dates; `to` null: still in office. */
  officeTerms: { from: string; to: string | null }[];
}

/** A person with every form of their name the records may use, folded. */
export interface IndexedPerson {
  id: number;
  surnames: Set<string>;
  /** Forename lists: all forenames, the display form, the names they went by ('bob', 'robert'). */
  givenNames: string[][];
  /** Whole names as written in the person's record, folded ('menzies robert gordon'). */
  exactNames: Set<string>;
  birthYear: number | null;
  deathYear: number | null;
  gender: string | null;
  officeTerms: { from: string; to: string | null }[];
}

export interface PersonIndex {
  bySurname: Map<string, IndexedPerson[]>;
  organisations: Map<string, Set<number>>;
}

/** Remarks in an alternative name that name someone else or an earlier surname: left out. */
const OTHER_NAME = /^(nee|née|formerly|also)\b/i;

function namesOf(person: NamedPerson): IndexedPerson {
  const indexed: IndexedPerson = {
    id: person.id,
    surnames: new Set(),
    givenNames: [],
    exactNames: new Set(),
    birthYear: person.birthYear,
    deathYear: person.deathYear,
    gender: person.gender,
    officeTerms: person.officeTerms,
  };
  const addGiven = (given: string[]) => {
    if (given.length > 0 && !indexed.givenNames.some((g) => g.join(' ') === given.join(' ')))
      indexed.givenNames.push(given);
  };
  for (const name of [person.primaryName, person.displayName, ...person.alternativeNames]) {
    const heading = parseHeading(name);
    if (heading) {
      indexed.surnames.add(heading.surname);
      addGiven(heading.forenames);
      indexed.exactNames.add(fold(name));
      continue;
    }
    // 'Bob', 'Larry (Hubert)', 'Later Sir Robert': a name the person went by, with their surname.
    for (const remark of name.split(';')) {
      if (OTHER_NAME.test(remark.trim())) continue;
      const direct = parseDirectName(remark.replace(/\([^()]*\)/g, ' '));
      if (direct && direct.words.length === 1) addGiven(direct.words);
    }
  }
  return indexed;
}

export function buildPersonIndex(people: NamedPerson[]): PersonIndex {
  const index: PersonIndex = { bySurname: new Map(), organisations: new Map() };
  for (const person of people) {
    if (person.entityType !== 'person') {
      for (const name of [person.primaryName, person.displayName, ...person.alternativeNames]) {
        const key = fold(name);
        if (!key) continue;
        const ids = index.organisations.get(key) ?? new Set<number>();
        ids.add(person.id);
        index.organisations.set(key, ids);
      }
      continue;
    }
    const indexed = namesOf(person);
    for (const surname of indexed.surnames) {
      const list = index.bySurname.get(surname) ?? [];
      list.push(indexed);
      index.bySurname.set(surname, list);
    }
  }
  return index;
}

/**
 * Whether forenames written in a record fit forenames of the person: the same words, or the first of
 * them in order ('Robert' for Robert Gordon), each possibly an initial ('T. A.' for Timothy Augustine).
 */
export function forenamesFit(written: string[], known: string[]): boolean {
  if (written.length === 0 || written.length > known.length) return false;
  return written.every((w, i) => {
    const k = known[i]!;
    return w === k || (w.length === 1 && k.startsWith(w));
  });
}

/** At least one forename written out in full, not only initials. */
export const hasFullForename = (forenames: string[]) => forenames.some((f) => f.length > 1);

export function fitsForenames(person: IndexedPerson, written: string[]): boolean {
  return person.givenNames.some((known) => forenamesFit(written, known));
}
