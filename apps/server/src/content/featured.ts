import type { CategoryKey } from '@trove/contracts';
import { type Store, fromJson, htmlToText } from '@trove/db';

/** A real record chosen to be featured, with the link to its page in this portal. */
export interface Feature {
  title: string;
  catchline: string;
  summary: string;
  link: string;
  image?: string;
  imageAlt?: string;
  synthetic: boolean;
}

export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))} …`;
}

/**
 * Featured records (spotlight, landing highlights, trivia) quote their text: only records whose
 * OCR noise (ADR 031) is at most this are chosen while any is to be had. A tenth of the words
 * garbled is about the worst a reader takes for a quoted passage; half the Bulletin's cartoon
 * captions are under 0.06.
 */
export const FEATURE_MAX_NOISE = 0.1;

function years(start: number | null, end: number | null): string {
  if (start === null) return '';
  return end !== null && end !== start ? `${start}–${end}` : String(start);
}

/** A headline that reads as one: not a masthead, not a date line, not a paragraph. */
export function readableHeading(heading: string): boolean {
  return (
    heading.length >= 10 &&
    heading.length <= 80 &&
    !/^(MONDAY|TUESDAY|WEDNESDAY|THURSDAY|FRIDAY|SATURDAY|SUNDAY)\b/i.test(heading)
  );
}

async function newspaperFeatures(store: Pick<Store, 'stats'>, n: number): Promise<Feature[]> {
  const clean = { maxNoise: FEATURE_MAX_NOISE, limit: n * 10 };
  let articles = await store.stats.findArticleCandidates({
    ...clean,
    dateFrom: '1890-01-01',
    dateTo: '1899-12-31',
  });
  if (articles.length === 0) articles = await store.stats.findArticleCandidates(clean);
  if (articles.length === 0) articles = await store.stats.findArticleCandidates({ limit: n * 10 });
  // Readable headlines first, culturally sensitive articles last; then in id order, so seeding is repeatable.
  const rank = (a: (typeof articles)[number]) => (readableHeading(a.heading) ? 0 : 2) + a.culturallySensitive;
  const chosen = [...articles].sort((a, b) => rank(a) - rank(b) || a.id - b.id).slice(0, n);
  return chosen.map((a) => ({
    title: a.heading,
    catchline: [a.titleName, a.date].filter(Boolean).join(', '),
    summary: clip(htmlToText(a.text ?? ''), 240),
    link: `/newspaper/article/${a.id}`,
    synthetic: a.synthetic === 1,
  }));
}

async function peopleFeatures(store: Pick<Store, 'stats'>, n: number): Promise<Feature[]> {
  let people = await store.stats.findPersonCandidates({
    occupation: 'prime minister',
    entityType: 'person',
    limit: 200,
  });
  if (people.length < n)
    people = [...people, ...(await store.stats.findPersonCandidates({ entityType: 'person', limit: n }))];
  // The earliest born first: for prime ministers, the order they served in, near enough.
  const unique = [...new Map(people.map((p) => [p.id, p])).values()]
    .sort((a, b) => (a.birthDate ?? '9999').localeCompare(b.birthDate ?? '9999') || a.id - b.id)
    .slice(0, n);
  return unique.map((p) => {
    const born = p.birthDate?.slice(0, 4);
    const died = p.deathDate?.slice(0, 4);
    const life = born && died ? `${born}–${died}` : born ? `born ${born}` : '';
    const occupations = fromJson<string[]>(p.occupations, []).join(', ');
    return {
      title: p.displayName,
      catchline: life,
      summary: [occupations, life && `${life.charAt(0).toUpperCase()}${life.slice(1)}.`]
        .filter(Boolean)
        .join('. '),
      link: `/people/${p.id}`,
      ...(p.thumbnailUrl ? { image: p.thumbnailUrl, imageAlt: p.displayName } : {}),
      synthetic: p.synthetic === 1,
    };
  });
}

async function websiteFeatures(store: Pick<Store, 'stats'>, n: number): Promise<Feature[]> {
  // Whole sites (gov.au domains) before single archived files.
  let sites = await store.stats.findWebsiteCandidates({ source: 'gov-au-domain', limit: n });
  if (sites.length === 0) sites = await store.stats.findWebsiteCandidates({ limit: n });
  return sites.map((s) => ({
    title: s.title,
    catchline: s.domain,
    summary: `Archived captures of ${s.url} in the Australian Web Archive.`,
    link: `/search/category/websites?keyword=${encodeURIComponent(s.domain)}`,
    synthetic: s.synthetic === 1,
  }));
}

async function workFeatures(
  store: Pick<Store, 'stats'>,
  category: CategoryKey,
  n: number,
): Promise<Feature[]> {
  const clean = { category, maxNoise: FEATURE_MAX_NOISE, limit: n };
  const preferred =
    category === 'images'
      ? await store.stats.findWorkCandidates({ ...clean, withThumbnail: true })
      : category === 'music'
        ? await store.stats.findWorkCandidates({ ...clean, source: 'trove-work' })
        : [];
  const cleanWorks = preferred.length > 0 ? preferred : await store.stats.findWorkCandidates(clean);
  const works =
    cleanWorks.length > 0 ? cleanWorks : await store.stats.findWorkCandidates({ category, limit: n });
  return works.map((w) => {
    const creators = fromJson<string[]>(w.creators, []);
    const span = years(w.yearStart, w.yearEnd);
    const summary = w.summary
      ? clip(htmlToText(w.summary), 240)
      : [creators.slice(0, 3).join('; '), span].filter(Boolean).join(', ');
    return {
      title: w.title,
      catchline: span,
      summary,
      link: `/work/${w.id}`,
      ...(w.thumbnailUrl ? { image: w.thumbnailUrl, imageAlt: w.title } : {}),
      synthetic: w.synthetic === 1,
    };
  });
}

/** Up to `n` records of a collection worth showing first, chosen the same way on every run. */
export function pickFeatures(
  store: Pick<Store, 'stats'>,
  category: CategoryKey,
  n: number,
): Promise<Feature[]> {
  if (category === 'newspapers') return newspaperFeatures(store, n);
  if (category === 'people') return peopleFeatures(store, n);
  if (category === 'websites') return websiteFeatures(store, n);
  return workFeatures(store, category, n);
}
