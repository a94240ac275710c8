/**
 * npm run bench:search-help -- [--index FILE (data/search-index.sqlite)] [--words N (60)] [--seed N (1)]
 *
 * The search help of issue 14 §2 (ADR 034) over a built index, in this process (no HTTP): words of
 * the records' titles that many records hold are misspelt by one edit (two letters swapped, one
 * left out, one doubled, one changed), each searched across every collection and in the collection
 * it came from. It prints how often 'Did you mean' gives the word back (or a spelling that finds
 * exactly what it finds, such as the singular of a plural), and how long the searches
 * take the first time (the vocabulary read from the index) and again (kept for 30 minutes), next to
 * the same searches spelt right (no help needed). A benchmark prints; it never fails on its figures.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CATEGORIES } from '@trove/contracts';
import { FtsSearchEngine, keywordTerms } from '@trove/search';
import Database from 'better-sqlite3';
import { summarise } from '../search/stats.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

function options() {
  const { values } = parseArgs({
    options: {
      index: { type: 'string', default: path.join(REPO_ROOT, 'data', 'search-index.sqlite') },
      words: { type: 'string', default: '60' },
      seed: { type: 'string', default: '1' },
    },
  });
  return { index: path.resolve(values.index), words: Number(values.words), seed: Number(values.seed) };
}

/** A small deterministic generator (mulberry32), so every run misspells the same words the same way. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One edit away, never in the first letter (where most misspellings are not). */
function misspell(word: string, next: () => number): string {
  const at = 1 + Math.floor(next() * (word.length - 2));
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  switch (Math.floor(next() * 4)) {
    case 0:
      return word.slice(0, at) + (word[at + 1] ?? '') + word[at] + word.slice(at + 2);
    case 1:
      return word.slice(0, at) + word.slice(at + 1);
    case 2:
      return word.slice(0, at) + word[at] + word.slice(at);
    default: {
      const other = letters.replace(word[at] ?? '', '');
      return word.slice(0, at) + other[Math.floor(next() * other.length)] + word.slice(at + 1);
    }
  }
}

interface Sample {
  word: string;
  typo: string;
  category: string;
}

/** Title words of 6 letters or more that at least 20 records of their collection hold, misspelt. */
function samples(file: string, engine: FtsSearchEngine, count: number, seed: number): Sample[] {
  const db = new Database(file, { readonly: true });
  const rows = db
    .prepare("SELECT category, json_extract(result, '$.title') AS title FROM doc ORDER BY rowid")
    .all() as { category: string; title: string }[];
  db.close();
  const next = random(seed);
  const seen = new Set<string>();
  const chosen: Sample[] = [];
  for (let tries = 0; tries < rows.length * 2 && chosen.length < count; tries += 1) {
    const row = rows[Math.floor(next() * rows.length)];
    const words = row?.title.toLowerCase().match(/\b[a-z]{6,}\b/g) ?? [];
    const word = words[Math.floor(next() * words.length)];
    if (!row || !word || seen.has(word)) continue;
    seen.add(word);
    if (engine.total(keywordTerms(word), [row.category]) < 20) continue;
    const typo = misspell(word, next);
    if (typo === word || engine.total(keywordTerms(typo), null) > 0) continue;
    chosen.push({ word, typo, category: row.category });
  }
  return chosen;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

const fmt = (ms: number | null) => (ms === null ? '-' : `${ms.toFixed(1)} ms`);

async function main() {
  const o = options();
  if (!fs.existsSync(o.index)) {
    console.error(`No index at ${o.index}: start the portal once, or give --index.`);
    process.exitCode = 2;
    return;
  }
  const engine = FtsSearchEngine.open(o.index, { readonly: true });
  const panels = CATEGORIES.map((c) => ({ category: c.key, pageSize: 3 }));
  const all = (keyword: string) =>
    engine.searchAll({ terms: keywordTerms(keyword), panels, sortBy: 'relevance', facets: [] });
  const one = (keyword: string, category: string) =>
    engine.searchWidening({
      terms: keywordTerms(keyword),
      categories: [category],
      startPos: 0,
      pageSize: 20,
      sortBy: 'relevance',
      facets: [],
    });
  const chosen = samples(o.index, engine, o.words, o.seed);
  console.log(`${o.index}: ${engine.status().documents} records; ${chosen.length} misspelt title words\n`);

  const times: Record<string, number[]> = {
    allFirst: [],
    allAgain: [],
    allRight: [],
    oneFirst: [],
    oneAgain: [],
    oneRight: [],
  };
  let allGiven = 0;
  let allSame = 0;
  let oneSame = 0;
  const misses: string[] = [];
  // A suggestion stemmed as the word meant finds exactly what it finds ('school' for 'schools').
  const findsTheSame = (suggested: string | undefined, word: string, category: string | null) =>
    suggested !== undefined &&
    engine.total(keywordTerms(suggested), category ? [category] : null) ===
      engine.total(keywordTerms(word), category ? [category] : null);
  for (const pass of ['First', 'Again'] as const) {
    for (const { word, typo, category } of chosen) {
      const [answer, allMs] = await timed(() => all(typo));
      const [collection, oneMs] = await timed(() => one(typo, category));
      times[`all${pass}`]?.push(allMs);
      times[`one${pass}`]?.push(oneMs);
      if (pass === 'Again') continue;
      const suggested = answer.help?.suggestion?.query;
      if (suggested === word) allGiven += 1;
      if (findsTheSame(suggested, word, null)) allSame += 1;
      else misses.push(`${typo} -> ${suggested ?? '(none)'} (meant ${word})`);
      if (findsTheSame(collection.help?.suggestion?.query, word, category)) oneSame += 1;
    }
  }
  for (const { word, category } of chosen) {
    times.allRight?.push((await timed(() => all(word)))[1]);
    times.oneRight?.push((await timed(() => one(word, category)))[1]);
  }
  const pct = (n: number) => `${((100 * n) / Math.max(1, chosen.length)).toFixed(0)}%`;
  console.log(
    `Did you mean, every collection: the word itself ${allGiven}/${chosen.length} (${pct(allGiven)}), ` +
      `a spelling that finds what it finds ${allSame}/${chosen.length} (${pct(allSame)}); ` +
      `in its own collection: ${oneSame}/${chosen.length} (${pct(oneSame)})\n`,
  );
  console.log('search                                   p50        p95        max');
  const rows: [string, string][] = [
    ['every collection, misspelt, first time', 'allFirst'],
    ['every collection, misspelt, again', 'allAgain'],
    ['every collection, spelt right', 'allRight'],
    ['its collection, misspelt, first time', 'oneFirst'],
    ['its collection, misspelt, again', 'oneAgain'],
    ['its collection, spelt right', 'oneRight'],
  ];
  for (const [label, key] of rows) {
    const s = summarise(times[key] ?? []);
    console.log(`${label.padEnd(40)} ${fmt(s.p50).padEnd(10)} ${fmt(s.p95).padEnd(10)} ${fmt(s.max)}`);
  }
  if (misses.length > 0) console.log(`\nNot found again (every collection):\n  ${misses.join('\n  ')}`);
  await engine.close();
}

await main();
