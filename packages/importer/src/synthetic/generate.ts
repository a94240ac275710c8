import type { CategoryKey } from '@trove/contracts';
import { Random } from './random.ts';
import type { Vocabulary } from './vocabulary.ts';

/** Records of the synthetic corpus, one kind per NDJSON file. Every one is marked synthetic on import. */
export interface SyntheticLibrary {
  nuc: string;
  name: string;
  state: string;
}
export interface SyntheticTitle {
  id: string;
  name: string;
  state: string;
  place: string;
  startYear: number;
  endYear: number;
}
export interface SyntheticWork {
  id: string;
  category: CategoryKey;
  format: string;
  title: string;
  creator: string;
  subjects: string[];
  year: number;
  publisher: string;
  place: string;
  summary: string;
  holdings: string[];
}
export interface SyntheticArticle {
  id: string;
  titleId: string;
  heading: string;
  date: string;
  page: number;
  text: string;
  wordCount: number;
}
export interface SyntheticPerson {
  id: string;
  name: string;
  birthYear: number;
  deathYear: number | null;
  occupation: string;
  biography: string;
}

export type SyntheticRecord =
  | { kind: 'library'; value: SyntheticLibrary }
  | { kind: 'title'; value: SyntheticTitle }
  | { kind: 'work'; value: SyntheticWork }
  | { kind: 'article'; value: SyntheticArticle }
  | { kind: 'person'; value: SyntheticPerson };

/** Shares of each kind of record, close to Trove's own mix (newspapers and books dominate). */
const MIX = {
  newspapers: 30,
  books: 28,
  magazines: 8,
  images: 10,
  research: 5,
  diaries: 5,
  music: 7,
  people: 7,
} as const;

const OCCUPATIONS = [
  'Author',
  'Journalist',
  'Photographer',
  'Artist',
  'Politician',
  'Teacher',
  'Nurse',
  'Engineer',
  'Musician',
  'Pastoralist',
];

const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

export interface CorpusShape {
  records: number;
  seed: number;
}

/** How many libraries and newspaper titles accompany a corpus of `records` records. */
export function supportCounts(records: number) {
  return {
    libraries: Math.min(300, Math.max(12, Math.round(records / 2000))),
    titles: Math.min(1500, Math.max(20, Math.round(records / 500))),
  };
}

/** The whole corpus as a stream: nothing is held in memory beyond the small support lists. */
export function* generateCorpus(vocab: Vocabulary, shape: CorpusShape): Generator<SyntheticRecord> {
  const random = new Random(shape.seed);
  const prefix = `s${shape.seed}`;
  const { libraries, titles } = supportCounts(shape.records);
  const nucs: string[] = [];
  for (let i = 1; i <= libraries; i++) {
    const place = random.pick(vocab.places);
    const letter =
      { NSW: 'N', VIC: 'V', QLD: 'Q', SA: 'S', WA: 'W', TAS: 'T', NT: 'X', ACT: 'A' }[place.state] ?? 'A';
    const nuc = `${letter}SYN${i}`;
    nucs.push(nuc);
    yield {
      kind: 'library',
      value: {
        nuc,
        name: `${place.name} ${random.pick(['Public Library', 'Historical Society', 'Regional Library', 'University Library'])} (synthetic)`,
        state: place.state,
      },
    };
  }
  const titleIds: string[] = [];
  for (let i = 1; i <= titles; i++) {
    const place = random.pick(vocab.places);
    const startYear = random.pick(vocab.years);
    const endYear = Math.min(2024, startYear + random.int(1, 90));
    const id = `${prefix}-t${i}`;
    titleIds.push(id);
    const name = `${place.name} ${random.pickSkewed(vocab.newspaperNames)} (${place.name}, ${place.state} : ${startYear} - ${endYear})`;
    yield { kind: 'title', value: { id, name, state: place.state, place: place.name, startYear, endYear } };
  }
  const phrase = (min: number, max: number) =>
    Array.from({ length: random.int(min, max) }, () => random.pickSkewed(vocab.titleWords)).join(' ');
  const person = () => `${random.pickSkewed(vocab.surnames)}, ${random.pickSkewed(vocab.forenames)}`;
  for (let i = 1; i <= shape.records; i++) {
    const kind = random.weighted(MIX);
    const id = `${prefix}-${i}`;
    if (kind === 'newspapers') {
      const year = random.pick(vocab.years);
      const paragraphs = Array.from({ length: random.int(1, 5) }, () => `<p>${capital(phrase(20, 80))}.</p>`);
      const text = paragraphs.join('');
      yield {
        kind: 'article',
        value: {
          id,
          titleId: random.pick(titleIds),
          heading: phrase(2, 8).toUpperCase(),
          date: `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
          page: random.int(1, 24),
          text,
          wordCount: text.split(' ').length,
        },
      };
    } else if (kind === 'people') {
      const birthYear = random.pick(vocab.years) - random.int(20, 60);
      const deathYear = random.chance(0.8) ? birthYear + random.int(30, 95) : null;
      const name = person();
      const occupation = random.pick(OCCUPATIONS);
      yield {
        kind: 'person',
        value: {
          id,
          name,
          birthYear,
          deathYear,
          occupation,
          biography: `${name} (${birthYear}–${deathYear ?? ''}) was a ${occupation.toLowerCase()} known for ${phrase(3, 8)}.`,
        },
      };
    } else {
      const place = random.pick(vocab.places);
      const main = capital(phrase(1, 5));
      yield {
        kind: 'work',
        value: {
          id,
          category: kind,
          format: random.pickSkewed(vocab.formats[kind] ?? ['Book']),
          title: random.chance(0.3) ? `${main} : ${phrase(2, 6)}` : main,
          creator: person(),
          subjects: Array.from({ length: random.int(1, 3) }, () => random.pickSkewed(vocab.subjects)),
          year: random.pick(vocab.years),
          publisher: random.pickSkewed(vocab.publishers),
          place: place.name,
          summary: `${capital(phrase(8, 30))}.`,
          holdings: Array.from({ length: random.int(0, 3) }, () => random.pick(nucs)),
        },
      };
    }
  }
}
