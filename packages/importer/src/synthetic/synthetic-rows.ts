import { type UnseenPerson, nowIso } from '@trove/db';
import { json } from '../core/values.ts';
import { toBundle } from '../core/work-record.ts';
import type { SyntheticArticle, SyntheticPerson, SyntheticTitle, SyntheticWork } from './generate.ts';

/** Synthetic records as table rows, all marked synthetic, under the source 'synthetic'. */
export const SYNTHETIC_SOURCE = 'synthetic';

const BROAD: Record<string, string> = {
  books: 'book',
  magazines: 'periodical',
  images: 'picture',
  research: 'report',
  diaries: 'manuscript',
  music: 'sound',
};

export function workRows(work: SyntheticWork) {
  const now = nowIso();
  const bundle = toBundle({
    source: SYNTHETIC_SOURCE,
    sourceId: work.id,
    title: work.title,
    category: work.category,
    broadFormat: BROAD[work.category] ?? 'book',
    format: work.format,
    creators: [work.creator],
    subjects: work.subjects,
    summary: work.summary,
    year: work.year,
    publisher: work.publisher,
    place: work.place,
    published: `${work.place} : ${work.publisher}, ${work.year}`,
    synthetic: true,
  });
  return {
    work: { ...bundle.work, formats: json([work.format]), createdAt: now, updatedAt: now },
    version: { ...bundle.version, createdAt: now, updatedAt: now },
    holdings: [...new Set(work.holdings)].map((nuc) => ({ nuc, callNumber: null, url: null })),
  };
}

export function titleRow(title: SyntheticTitle) {
  return {
    source: SYNTHETIC_SOURCE,
    sourceId: title.id,
    name: title.name,
    kind: 'newspaper',
    state: title.state,
    place: title.place,
    startDate: String(title.startYear),
    endDate: String(title.endYear),
    synthetic: 1,
  };
}

export function articleRow(article: SyntheticArticle, titleId: number | null) {
  const now = nowIso();
  return {
    source: SYNTHETIC_SOURCE,
    sourceId: article.id,
    titleId,
    heading: article.heading,
    category: 'Article',
    date: article.date,
    page: String(article.page),
    pageSequence: article.page,
    wordCount: article.wordCount,
    text: article.text,
    synthetic: 1,
    createdAt: now,
    updatedAt: now,
  };
}

/** A person and the biography the generator wrote for them. */
export function personRows(person: SyntheticPerson): UnseenPerson {
  const now = nowIso();
  const row = {
    source: SYNTHETIC_SOURCE,
    sourceId: person.id,
    primaryName: person.name,
    displayName: person.name,
    entityType: 'person',
    birthDate: String(person.birthYear),
    deathDate: person.deathYear === null ? null : String(person.deathYear),
    occupations: json([person.occupation]),
    synthetic: 1,
    createdAt: now,
    updatedAt: now,
  };
  return {
    person: row,
    biography: { text: person.biography, contributorName: 'Synthetic corpus', isPrimary: 1 },
  };
}
