import { editDistance, maxEditsFor } from './edit-distance.ts';
import { type PlacedWord, correctableWords, inCaseOf, replaceWords } from './keyword-words.ts';
import type { TermCount } from './vocabulary.ts';

/**
 * 'Did you mean …' (issue 14 §2, ADR 034): a word of the keyword that few records hold is
 * corrected to a word of the index's own vocabulary at most two edits away (fewer for short words)
 * that many more records hold; the corrected keyword is offered only when it finds more.
 */

/** What spelling help reads of the index (vocabulary.ts), over the text tables searched. */
export interface SpellingSource {
  stems(text: string): Awaitable<string[]>;
  docs(term: string, tables: readonly string[]): Awaitable<number>;
  range(
    from: string,
    to: string,
    lengths: [number, number],
    tables: readonly string[],
  ): Awaitable<TermCount[]>;
  surfaceForms(term: string, tables: readonly string[], limit: number): Awaitable<string[]>;
}

/** What the embedded index answers at once, and a SolrCloud through a request. */
export type Awaitable<T> = T | Promise<T>;

export interface SpellingSuggestion {
  /** The keyword with its misspelt words replaced, everything else as typed. */
  query: string;
  words: { from: string; to: string }[];
}

/** One edit weighs as much as ten times more records holding a word (log scale). */
const EDIT_WEIGHT = Math.log(10);
/** A word the index holds is only corrected to one at least this many times as common. */
const MORE_COMMON = 10;
/** A correction is a word at least this many records hold: one record's word may be its typo. */
const MIN_RECORDS = 2;
/** Candidate terms whose words are read from the records, best first. */
const CANDIDATES = 8;
/** Places read for a candidate's words as records write them. */
const FORMS = 8;
/** Words of one keyword looked at: the first ones, which is where a search's meaning usually is. */
const MAX_WORDS = 8;

const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const length = (text: string) => [...text].length;

/**
 * The keyword with its misspelt words corrected, or null when no word has a better spelling or the
 * corrected keyword finds no more than `found` records (`totalOf` counts them as the search would).
 */
export async function suggestSpelling(
  keyword: string,
  source: SpellingSource,
  tables: readonly string[],
  found: number,
  totalOf: (keyword: string) => Awaitable<number>,
  common = Infinity,
): Promise<SpellingSuggestion | null> {
  const corrections: (PlacedWord & { to: string })[] = [];
  const seen = new Map<string, string | null>();
  for (const word of correctableWords(keyword).slice(0, MAX_WORDS)) {
    const key = fold(word.text);
    if (!seen.has(key)) seen.set(key, await correctWord(word.text, source, tables, common));
    const to = seen.get(key);
    if (to) corrections.push({ ...word, to: inCaseOf(word.text, to) });
  }
  if (corrections.length === 0) return null;
  const query = replaceWords(keyword, corrections);
  if ((await totalOf(query)) <= found) return null;
  const words = [...new Map(corrections.map((c) => [`${c.text}|${c.to}`, { from: c.text, to: c.to }]))];
  return { query, words: words.map(([, w]) => w) };
}

/**
 * A better spelling of one word from the index's vocabulary, or null. A word `common` records or
 * more hold is taken as meant (a typo that common is the records' own spelling).
 *
 * The index keeps stems, and a typo can stem differently from the word meant ('doantion' stays
 * 'doantion' where 'donation' is 'donat'), so a term is a candidate when it is near the typed
 * word's stem, or near a beginning of the typed word (the rest being an ending the stemmer drops).
 * A candidate is then written as records write it, or as the typed word's ending on the term when
 * the stemmer agrees ('donat' + 'ion'), and the nearest of those to what was typed is taken.
 */
export async function correctWord(
  word: string,
  source: SpellingSource,
  tables: readonly string[],
  common = Infinity,
): Promise<string | null> {
  const typed = fold(word);
  const max = maxEditsFor(length(typed));
  if (max === 0 || /\p{N}/u.test(typed)) return null;
  const stems = await source.stems(word);
  const [stem] = stems;
  if (!stem || stems.length !== 1) return null;
  const own = await source.docs(stem, tables);
  if (own >= common) return null;
  const needed = Math.max(MIN_RECORDS, own * MORE_COMMON);
  let best: { word: string; score: number } | null = null;
  // Best first by what they could score: a written form is at least one edit from what was typed.
  for (const { term, ending, docs } of await nearTerms(typed, stem, max, needed, source, tables)) {
    if (best && Math.log(docs) - EDIT_WEIGHT <= best.score) break;
    const forms = await source.surfaceForms(term, tables, FORMS);
    const inflected = ending === null ? null : `${term}${ending}`;
    if (inflected && sameStems(await source.stems(inflected), term)) forms.push(inflected);
    const form = closestForm(typed, forms, max);
    if (!form) continue;
    const score = Math.log(docs) - EDIT_WEIGHT * form.distance;
    if (!best || score > best.score) best = { word: form.word, score };
  }
  return best?.word ?? null;
}

/** A term near the typed word, and the typed word's ending after the part that matched it, if known. */
interface NearTerm {
  term: string;
  ending: string | null;
  docs: number;
}

/** Terms of the vocabulary near the typed word or its stem that enough records hold, best first. */
async function nearTerms(
  typed: string,
  stem: string,
  max: number,
  needed: number,
  source: SpellingSource,
  tables: readonly string[],
): Promise<NearTerm[]> {
  const size = length(stem);
  // Stems are at most a few letters shorter than their words ('community' -> 'commun').
  const lengths: [number, number] = [
    Math.max(2, Math.min(size, length(typed) - ENDING) - max),
    Math.max(size, length(typed)) + max,
  ];
  const scored = new Map<string, { score: number; near: NearTerm }>();
  for (const prefix of startsOf(stem)) {
    for (const { term, docs } of await source.range(prefix, after(prefix), lengths, tables)) {
      if (term === stem || docs < needed || /\p{N}/u.test(term)) continue;
      const byStem = editDistance(stem, term, max);
      const byStart = startDistance(typed, term, max);
      const distance = Math.min(byStem, byStart.distance);
      if (distance > max) continue;
      const ending =
        byStart.distance <= max ? byStart.ending : typed.startsWith(stem) ? typed.slice(stem.length) : null;
      scored.set(term, { score: Math.log(docs) - EDIT_WEIGHT * distance, near: { term, ending, docs } });
    }
  }
  return [...scored.values()]
    .sort((a, b) => b.score - a.score || (a.near.term < b.near.term ? -1 : 1))
    .slice(0, CANDIDATES)
    .map((c) => c.near)
    .sort((a, b) => b.docs - a.docs || (a.term < b.term ? -1 : 1));
}

/** Letters an ending the stemmer drops may have ('ation' of 'donation' leaves 'donat'). */
const ENDING = 4;

/**
 * How near a term is to a beginning of the typed word (at most ENDING letters short of it, and
 * at least three fifths of it), and the rest of the typed word after that beginning. Terms of
 * fewer than three letters are near too many beginnings to tell anything.
 */
function startDistance(typed: string, term: string, max: number): { distance: number; ending: string } {
  const letters = [...typed];
  let best = { distance: max + 1, ending: '' };
  if (length(term) < 3) return best;
  const shortest = Math.max(3, length(term) - max, letters.length - ENDING, Math.ceil(letters.length * 0.6));
  for (let end = Math.min(letters.length, length(term) + max); end >= shortest; end -= 1) {
    const distance = editDistance(letters.slice(0, end).join(''), term, max);
    if (distance < best.distance) best = { distance, ending: letters.slice(end).join('') };
  }
  return best;
}

const sameStems = (stems: string[], term: string) => stems.length === 1 && stems[0] === term;

/**
 * Where the candidates of a term start: its first letter (most misspellings keep it), and its
 * first two letters swapped ('mnezies'). Reading only these parts of the vocabulary keeps the
 * work small whatever the corpus.
 */
function startsOf(stem: string): string[] {
  const [a, b] = [...stem];
  if (a === undefined) return [];
  return b === undefined || b === a ? [a] : [a, b + a];
}

/** The first string after every string starting with the prefix (its last character moved on by one). */
function after(prefix: string): string {
  const chars = [...prefix];
  const code = chars.pop()?.codePointAt(0) ?? 0;
  // The last code point has no next one: nothing a term can hold sorts after it.
  if (code >= 0x10ffff) return `${prefix}\u{10ffff}`;
  return chars.join('') + String.fromCodePoint(code + 1);
}

/** Of the words records write for a term, the one nearest to what was typed; ties go to the most common. */
function closestForm(
  typed: string,
  forms: readonly string[],
  max: number,
): { word: string; distance: number } | null {
  const counts = new Map<string, number>();
  for (const form of forms) counts.set(form, (counts.get(form) ?? 0) + 1);
  let best: { word: string; distance: number; count: number } | null = null;
  for (const [word, count] of counts) {
    const folded = fold(word);
    if (folded === typed) continue;
    const distance = editDistance(typed, folded, max);
    if (distance > max) continue;
    if (!best || distance < best.distance || (distance === best.distance && count > best.count)) {
      best = { word, distance, count };
    }
  }
  return best;
}
