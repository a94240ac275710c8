/**
 * Names as catalogue records and captions write them, taken apart for matching (ADR 033):
 * `Menzies, Robert Gordon, Sir, 1894-1978.` (a heading: surname first, qualifiers and life dates
 * after), `Sir Robert Menzies` and `Mr. Menzies` (direct order, with honorifics). Everything is
 * folded: no case, accents, apostrophes or full stops, hyphens as spaces.
 */

export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Words set aside before a name in direct order: forms of address, honorifics, ranks, offices. */
const HONORIFICS = new Set(
  (
    'sir dame lady lord mr mrs miss ms mister dr doctor rev revd reverend hon honourable honorable the rt right ' +
    'senator sen professor prof admiral general gen brigadier captain capt colonel col major maj lieutenant lt ' +
    'commander cdr father bishop archbishop cardinal judge justice later'
  ).split(' '),
);

export interface HeadingName {
  /** Folded surname, several words when the heading has them ('clunies ross'). */
  surname: string;
  /** Folded forenames, initials as single letters; the fuller form in brackets when the heading gives one. */
  forenames: string[];
  birthYear: number | null;
  deathYear: number | null;
  /** A title, honorific or other qualifier was set aside ('Sir', '1st Baron Forrest', 'LL.B.'). */
  qualified: boolean;
}

/** `1894-1978`, `1951-`, `1929-2019.`, `b. 1910`, `1910?-`; `fl. 1890-1900` gives no life dates. */
const LIFE_DATES = /(?:^|\s)(fl\.?\s*|b\.?\s*|d\.?\s*)?(\d{4})\??(?:\s*-\s*(\d{4})?\??)?\.?\s*$/i;

/** Relator words a heading may carry at its end: `(speaker)`, `(interviewee)`, `ivr.`. */
const RELATOR_TAIL = /(?:\s*\([^()]*\)|\s+(?:ivr|ive|ed|eds|comp|ill|trans)\.)+\s*$/i;

function lifeDates(part: string): { rest: string; birth: number | null; death: number | null } | null {
  const m = LIFE_DATES.exec(part);
  if (!m) return null;
  const rest = part.slice(0, m.index).trim();
  const kind = (m[1] ?? '').trim().toLowerCase().charAt(0);
  if (kind === 'f') return { rest, birth: null, death: null };
  if (kind === 'd') return { rest, birth: null, death: Number(m[2]) };
  return { rest, birth: Number(m[2]), death: m[3] ? Number(m[3]) : null };
}

const words = (text: string) => fold(text).split(' ').filter(Boolean);

/**
 * A heading written surname first, or null when the text is not one (no comma, or no forenames).
 * Qualifiers between the forenames and the dates are set aside; the bracketed fuller form of the
 * forenames ('Copland, D. B. (Douglas Berry)') is used in place of the initials.
 */
export function parseHeading(text: string): HeadingName | null {
  // A heading's relator (speaker, interviewee) says what the person did, not who they are;
  // life dates in brackets ('Hughes, W. M. (1862-1952)') are life dates.
  const heading = text
    .trim()
    .replace(/\s*\((\d{4}\??\s*-\s*(?:\d{4})?\??)\)\s*$/, ', $1')
    .replace(/\s+(?:--|—).*$/, '')
    .replace(/[.,;:\s]+$/, '')
    .replace(RELATOR_TAIL, '')
    .replace(/[.,;:\s]+$/, '');
  const comma = heading.indexOf(',');
  if (comma < 1) return null;
  const surname = fold(heading.slice(0, comma));
  const parts = heading
    .slice(comma + 1)
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  let birthYear: number | null = null;
  let deathYear: number | null = null;
  let qualified = false;
  let given = parts.shift() ?? '';
  const fromGiven = lifeDates(given);
  if (fromGiven) {
    // 'Clugston, Ron 1910-' and 'Clugston, Ron b. 1910': dates without their comma.
    given = fromGiven.rest;
    birthYear = fromGiven.birth;
    deathYear = fromGiven.death;
  }
  for (const part of parts) {
    const dates = lifeDates(part);
    if (dates && !dates.rest) {
      birthYear ??= dates.birth;
      deathYear ??= dates.death;
    } else qualified = true;
  }
  const fuller = /\(([^()]+)\)/.exec(given)?.[1];
  const forenames = words(fuller ?? given.replace(/\([^()]*\)/g, ' '));
  if (!surname || forenames.length === 0) return null;
  return { surname, forenames, birthYear, deathYear, qualified };
}

export interface DirectName {
  /** Folded words of the name, honorifics and post-nominals set aside ('robert', 'menzies'). */
  words: string[];
  birthYear: number | null;
  deathYear: number | null;
  /** An honorific or post-nominal was set aside. */
  qualified: boolean;
}

/**
 * A name written forenames first ('Sir Earle Page', 'The Hon. Sir Robert Menzies, KT',
 * 'Edmund Webber, 1817-1860'), or null when nothing but honorifics is left.
 */
export function parseDirectName(text: string): DirectName | null {
  const [main = '', ...rest] = text.split(',');
  let birthYear: number | null = null;
  let deathYear: number | null = null;
  let qualified = false;
  for (const part of rest) {
    const dates = lifeDates(part.trim());
    if (dates && !dates.rest) {
      birthYear ??= dates.birth;
      deathYear ??= dates.death;
    } else qualified = true;
  }
  // Post-nominals are written in capitals: KT, CH, QC, GCMG.
  const tokens = main
    .trim()
    .split(/\s+/)
    .filter((t) => {
      const postNominal = /^[A-Z]{2,5}\.?$/.test(t) && !/^[A-Z][a-z]/.test(t);
      if (postNominal) qualified = true;
      return !postNominal;
    });
  const folded = words(tokens.join(' '));
  let start = 0;
  while (start < folded.length && HONORIFICS.has(folded[start]!)) start++;
  if (start > 0) qualified = true;
  const name = folded.slice(start);
  return name.length === 0 ? null : { words: name, birthYear, deathYear, qualified };
}

/** True when the word is an honorific or form of address ('sir', 'mr', 'senator'). */
export function isHonorific(word: string): boolean {
  return HONORIFICS.has(fold(word));
}
