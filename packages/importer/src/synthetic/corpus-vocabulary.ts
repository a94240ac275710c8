import fs from 'node:fs';
import path from 'node:path';
import { type CsvRow, cell, listCell, readCsv } from '../core/csv.ts';
import { firstYear, normaliseState } from '../core/values.ts';
import { FORMATS, type Vocabulary } from './vocabulary.ts';

const STOP = new Set(
  'the and for with from into that this are was were its his her their our your not but'.split(' '),
);

/** Values by descending frequency. */
function byFrequency(values: Iterable<string>, limit: number): string[] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, limit)
    .map(([v]) => v);
}

function rows(corpusDir: string, file: string): CsvRow[] {
  const full = path.join(corpusDir, file);
  return fs.existsSync(full) ? readCsv(full) : [];
}

function* words(titles: Iterable<string>): Generator<string> {
  for (const title of titles)
    for (const word of title.toLowerCase().split(/[^a-z]+/))
      if (word.length > 2 && !STOP.has(word)) yield word;
}

/** Formats per category, most held first, from the contributors' format totals (Trove zones). */
function formatsFromTotals(corpusDir: string): Vocabulary['formats'] {
  const totals = new Map<string, number>();
  for (const row of rows(corpusDir, 'trove-contributor-totals/data/trove-contributors-formats.csv')) {
    const key = `${cell(row, 'zone')}|${cell(row, 'format')}`;
    totals.set(key, (totals.get(key) ?? 0) + Number(cell(row, 'total') ?? 0));
  }
  const ranked = [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([key]) => key.split('|') as [string, string]);
  const pick = (zones: string[], keep: (format: string) => boolean) =>
    [
      ...new Set(
        ranked.filter(([zone, format]) => zones.includes(zone) && keep(format)).map(([, format]) => format),
      ),
    ].slice(0, 8);
  const notMicroform = (f: string) => f !== 'Microform';
  const formats: Vocabulary['formats'] = {
    books: pick(['book'], (f) => notMicroform(f) && !/Conference|Thesis|website/.test(f)),
    magazines: pick(['article'], (f) => /^(Periodical|Article)/.test(f)),
    images: pick(['picture', 'map'], notMicroform),
    music: pick(['music'], (f) => notMicroform(f) && f !== 'Audio book'),
    research: pick(['book', 'article'], (f) => /Thesis|Conference|Government publication|Report/.test(f)),
  };
  // Categories the totals say nothing useful about keep the built-in formats.
  for (const [key, list] of Object.entries(FORMATS)) {
    const category = key as keyof typeof FORMATS;
    if (!formats[category]?.length) formats[category] = list;
  }
  return formats;
}

/** A vocabulary drawn from the real corpus files; throws when the files are not there. */
export function corpusVocabulary(corpusDir: string): Vocabulary {
  const findingAids = rows(corpusDir, 'nla-finding-aids-data/finding-aids-totals.csv');
  const periodicals = rows(corpusDir, 'trove-periodicals-data/periodical-titles.csv');
  const works = rows(corpusDir, 'trove-periodical-works-data/periodical-works.csv');
  const oral = rows(corpusDir, 'trove-oral-histories-data/trove-oral-histories.csv');
  const politicians = rows(corpusDir, 'australian_politicians/data/australian_politicians-all.csv');
  const locations = rows(corpusDir, 'trove-newspapers/data/trove-newspaper-titles-locations.csv');
  const cartoons = rows(corpusDir, 'bulletin-editorial-cartoons/bulletin-editorial-cartoons.csv');
  if (!findingAids.length || !politicians.length || !locations.length)
    throw new Error(`corpus files for the vocabulary are missing under ${corpusDir}`);
  const titles = [...findingAids, ...periodicals, ...works, ...oral].map((r) => cell(r, 'title') ?? '');
  const places = new Map<string, string>();
  for (const r of locations) {
    const name = cell(r, 'place');
    const state = normaliseState(cell(r, 'state'));
    if (name && state && !places.has(name)) places.set(name, state);
  }
  const years = [
    ...cartoons.map((r) => firstYear(cell(r, 'date'))),
    ...findingAids.map((r) => firstYear(cell(r, 'date_range'))),
    ...periodicals.map((r) => firstYear(cell(r, 'start_year'))),
    ...works.map((r) => firstYear(cell(r, 'date'))),
  ].filter((y): y is number => y !== null && y >= 1788 && y <= 2025);
  return {
    origin: 'corpus',
    titleWords: byFrequency(words(titles), 5000),
    subjects: byFrequency(
      [...works, ...oral].flatMap((r) => listCell(r, 'subject')),
      3000,
    ),
    surnames: byFrequency(politicians.map((r) => cell(r, 'surname') ?? '').filter(Boolean), 2000),
    forenames: byFrequency(politicians.map((r) => cell(r, 'firstName') ?? '').filter(Boolean), 1000),
    places: [...places.entries()].map(([name, state]) => ({ name, state })),
    newspaperNames: byFrequency(
      locations
        .map((r) => (cell(r, 'newspaper_title') ?? '').replace(/\s*\(.*$/, '').replace(/^The /, ''))
        .filter(Boolean),
      2000,
    ),
    publishers: byFrequency(periodicals.map((r) => cell(r, 'publisher') ?? '').filter(Boolean), 500),
    years,
    formats: formatsFromTotals(corpusDir),
  };
}
