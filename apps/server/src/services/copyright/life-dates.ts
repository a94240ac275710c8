/** Years read from MARC $d life dates ('1867-1922.', 'd. 1922', '1950-') and person dates ('1922-05-01'). */

const YEAR = /\b(\d{4})\b/;

const yearIn = (text: string | undefined): number | null => {
  const match = text ? YEAR.exec(text) : null;
  return match ? Number(match[1]) : null;
};

export interface LifeDates {
  birthYear: number | null;
  deathYear: number | null;
  living: boolean;
}

const NONE: LifeDates = { birthYear: null, deathYear: null, living: false };

export function parseLifeDates(text: string | null | undefined): LifeDates {
  const value = (text ?? '').trim();
  if (!value) return NONE;
  // 'fl. 1890-1910' gives years of activity, not of life.
  if (/\b(fl\.?|flourished|active)\b/i.test(value)) return NONE;
  const died = /\b(?:d\.|died)\s*(.*)$/i.exec(value);
  if (died) return { birthYear: null, deathYear: yearIn(died[1]), living: false };
  const born = /\b(?:b\.|born)\s*(.*)$/i.exec(value);
  if (born) return { birthYear: yearIn(born[1]), deathYear: null, living: yearIn(born[1]) !== null };
  const dash = value.indexOf('-');
  if (dash < 0) return { birthYear: yearIn(value), deathYear: null, living: false };
  const birthYear = yearIn(value.slice(0, dash));
  const deathYear = yearIn(value.slice(dash + 1));
  // '1950-' is an open date: the creator was living when the record was made.
  return { birthYear, deathYear, living: deathYear === null && birthYear !== null };
}

/** The year of an ISO or free-text date, e.g. a person's deathDate. */
export function yearOf(date: string | null | undefined): number | null {
  return yearIn(date ?? undefined);
}

/** 'Lawson, Henry, 1867-1922' -> name and dates; a name without dates keeps them unknown. */
export function splitNameDates(text: string): { name: string } & LifeDates {
  const match = /^(.*?),?\s*((?:b\.|d\.|born|died|fl\.)?\s*\d{4}[^,]*)$/i.exec(text.trim());
  if (!match?.[1]) return { name: text.trim(), ...NONE };
  return { name: match[1].trim(), ...parseLifeDates(match[2]) };
}
