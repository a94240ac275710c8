/**
 * Keys by which a whole query matches a record's name or title exactly (ADR 031): the words as
 * FTS5 splits them (letters, numbers and marks), without case, accents or punctuation. People's
 * headings also give their surname alone and their forenames with their surname in either order,
 * without honorifics, dates and qualifiers: 'Menzies, Robert Gordon, Sir, 1894-1978' is found by
 * 'menzies', 'robert menzies', 'Sir Robert Menzies' and 'menzies, robert gordon'.
 */

/** Words that qualify a name rather than name anyone; left out of keys and of queries alike. */
const QUALIFIERS = new Set([
  'sir',
  'dame',
  'hon',
  'honourable',
  'rev',
  'reverend',
  'dr',
  'jr',
  'sr',
  'later',
]);
const LEADING_ARTICLES = new Set(['the', 'a', 'an']);
const WORD = /[\p{L}\p{N}]+/gu;
/** Keys past this length are titles nobody types whole; they only make the table larger. */
const MAX_KEY_LENGTH = 200;

function words(text: string): string[] {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().match(WORD) ?? [];
}

function keyOf(list: readonly string[]): string | null {
  const key = list.filter((w) => !QUALIFIERS.has(w)).join(' ');
  return key === '' || key.length > MAX_KEY_LENGTH ? null : key;
}

/** 'The Lone hand' is also found as 'lone hand' (a query keeps the article it was typed with). */
function withoutArticle(list: readonly string[]): readonly string[] {
  return list.length > 1 && LEADING_ARTICLES.has(list[0] ?? '') ? list.slice(1) : list;
}

/** The key a typed query is looked up by; null when it holds no word. */
export function queryKey(query: string): string | null {
  return keyOf(words(query));
}

/**
 * A title's keys: the whole title, and its main part (before a subtitle's ' : ', a statement of
 * responsibility's ' / ', the first sentence of a headline, or a bracketed span of years).
 */
export function titleKeys(title: string): string[] {
  const main = title.split(/\s[:/;]\s|(?<=\p{L}{2})\.\s|\s\(/u)[0] ?? title;
  return unique([words(title), words(main)].flatMap((list) => [keyOf(list), keyOf(withoutArticle(list))]));
}

/**
 * A person's keys from their headings ('Surname, Forenames, qualifiers'; a heading without a
 * comma is not inverted and is skipped): the surname, forenames and surname both ways round (all
 * forenames, and the first alone), and the heading as a catalogue writes it with the life years.
 */
export function personKeys(headings: readonly string[], lifeYears: readonly string[] = []): string[] {
  const keys: (string | null)[] = [];
  for (const heading of headings) {
    const [surnamePart, ...rest] = heading.split(',');
    if (rest.length === 0) continue;
    const surname = words(surnamePart ?? '').filter((w) => !QUALIFIERS.has(w));
    // Dates and qualifiers after the forenames ('Sir', '1894-1978', '(Jr)') name no one.
    const forenames = words(rest.join(' ')).filter((w) => !QUALIFIERS.has(w) && !/^\d/.test(w));
    if (surname.length === 0) continue;
    const family = surname.join(' ');
    keys.push(family);
    if (forenames.length === 0) continue;
    for (const given of unique([keyOf(forenames), keyOf(forenames.slice(0, 1))])) {
      keys.push(`${given} ${family}`, `${family} ${given}`);
    }
    if (lifeYears.length > 0) keys.push(`${family} ${forenames.join(' ')} ${lifeYears.join(' ')}`);
  }
  return unique(keys);
}

function unique(keys: readonly (string | null)[]): string[] {
  return [...new Set(keys.filter((k): k is string => k !== null))];
}
