import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

/**
 * How often words occur in the synthetic corpus, per collection, from a sample of its NDJSON files
 * (records are generated independently, so the first lines are a fair sample). The query mix is
 * chosen from these figures: a narrow word is in about 0.1 % of a collection, a broad one in a
 * quarter of it, the broadest in most of it.
 */

/** PostgreSQL's english stop words (plus a few): such words vanish from a tsquery, so never pick them. */
const STOP = new Set(
  `a about above after again against all am an and any are as at be because been before being below
between both but by can did do does doing down during each few for from further had has have having he
her here hers herself him himself his how i if in into is it its itself just me more most my myself no
nor not now of off on once only or other our ours ourselves out over own same she should so some such
than that the their theirs them themselves then there these they this those through to too under until
up very was we were what when where which while who whom why will with you your yours yourself
yourselves also upon one two`.split(/\s+/),
);

export interface CollectionStats {
  docs: number;
  /** Records containing each word (any text field). */
  df: Map<string, number>;
  /** Records whose title holds the word (works only). */
  titleDf: Map<string, number>;
  /** Records whose creator has this surname (works only). */
  creatorDf: Map<string, number>;
  /** Records holding the two words side by side (from a smaller sample). */
  bigramDf: Map<string, number>;
  bigramDocs: number;
  formats: Map<string, number>;
  decades: Map<string, number>;
}

export type CorpusStats = Map<string, CollectionStats>;

const words = (text: string): string[] => text.toLowerCase().match(/[a-z]+/g) ?? [];
const keep = (w: string) => w.length >= 4 && !STOP.has(w);

function bump(map: Map<string, number>, key: string) {
  map.set(key, (map.get(key) ?? 0) + 1);
}

function stats(corpus: CorpusStats, category: string): CollectionStats {
  let s = corpus.get(category);
  if (!s) {
    s = {
      docs: 0,
      df: new Map(),
      titleDf: new Map(),
      creatorDf: new Map(),
      bigramDf: new Map(),
      bigramDocs: 0,
      formats: new Map(),
      decades: new Map(),
    };
    corpus.set(category, s);
  }
  return s;
}

interface SampleDoc {
  category: string;
  /** Runs of text: words are adjacent only inside one run. */
  runs: string[];
  title?: string;
  creator?: string;
  format?: string;
  year?: number;
}

function add(corpus: CorpusStats, doc: SampleDoc, bigramSample: number) {
  const s = stats(corpus, doc.category);
  s.docs++;
  const tokens = doc.runs.map(words);
  for (const w of new Set(tokens.flat())) if (keep(w)) bump(s.df, w);
  if (doc.title !== undefined) for (const w of new Set(words(doc.title))) if (keep(w)) bump(s.titleDf, w);
  const surname = doc.creator?.split(',')[0]?.toLowerCase();
  if (surname && /^[a-z]{4,}$/.test(surname) && !STOP.has(surname)) bump(s.creatorDf, surname);
  if (doc.format) bump(s.formats, doc.format);
  if (doc.year !== undefined) bump(s.decades, String(Math.floor(doc.year / 10)));
  if (s.bigramDocs < bigramSample) {
    s.bigramDocs++;
    const pairs = new Set<string>();
    for (const run of tokens)
      for (let i = 1; i < run.length; i++) {
        const a = run[i - 1] ?? '';
        const b = run[i] ?? '';
        if (keep(a) && keep(b) && a !== b) pairs.add(`${a} ${b}`);
      }
    for (const p of pairs) bump(s.bigramDf, p);
  }
}

async function* sampleLines(file: string, limit: number): AsyncGenerator<Record<string, unknown>> {
  if (!fs.existsSync(file)) return;
  const stream = fs.createReadStream(file, 'utf8');
  const lines = readline.createInterface({ input: stream, crlfDelay: Infinity });
  let n = 0;
  try {
    for await (const line of lines) {
      if (!line.trim()) continue;
      yield JSON.parse(line) as Record<string, unknown>;
      if (++n >= limit) break;
    }
  } finally {
    lines.close();
    stream.destroy();
  }
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Reads the first records of each file (articles are the longest, so fewer of them); bigrams come
 * from the first `bigramSample` records of each collection.
 */
export async function corpusStats(
  corpusDir: string,
  sample = { works: 30_000, articles: 10_000, people: 10_000 },
  bigramSample = 2_000,
) {
  const corpus: CorpusStats = new Map();
  for await (const w of sampleLines(path.join(corpusDir, 'works.ndjson'), sample.works)) {
    const subjects = Array.isArray(w.subjects) ? w.subjects.map(str) : [];
    add(
      corpus,
      {
        category: str(w.category),
        runs: [str(w.title), str(w.creator), ...subjects, str(w.summary)],
        title: str(w.title),
        creator: str(w.creator),
        format: str(w.format),
        year: typeof w.year === 'number' ? w.year : undefined,
      },
      bigramSample,
    );
  }
  for await (const a of sampleLines(path.join(corpusDir, 'articles.ndjson'), sample.articles)) {
    const text = str(a.text).replace(/<[^>]+>/g, ' ');
    const year = Number(str(a.date).slice(0, 4));
    add(
      corpus,
      {
        category: 'newspapers',
        runs: [str(a.heading), ...text.split(/[.]/)],
        year: Number.isFinite(year) ? year : undefined,
      },
      bigramSample,
    );
  }
  for await (const p of sampleLines(path.join(corpusDir, 'people.ndjson'), sample.people)) {
    add(
      corpus,
      { category: 'people', runs: [str(p.name), str(p.occupation), str(p.biography)] },
      bigramSample,
    );
  }
  return corpus;
}

const rankings = new WeakMap<Map<string, number>, [string, number][]>();

/** Entries of a frequency map, most frequent first (ties by name, so choices are stable); computed once per map. */
export function ranked(map: Map<string, number>): [string, number][] {
  let list = rankings.get(map);
  if (!list) {
    list = [...map.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    rankings.set(map, list);
  }
  return list;
}
