import type { Article, Person, Version, Work } from '@trove/contracts';

/** The CSL-JSON fields this portal fills (https://citationstyles.org/ CSL 1.0.2 data schema). */
export interface CslName {
  family?: string;
  given?: string;
  literal?: string;
}
export interface CslDate {
  'date-parts': [number, number?, number?][];
}
export interface CslItem {
  id: string;
  type: string;
  title: string;
  author?: CslName[];
  issued?: CslDate;
  accessed: CslDate;
  publisher?: string;
  'publisher-place'?: string;
  'container-title'?: string;
  page?: string;
  ISBN?: string;
  ISSN?: string;
  language?: string;
  URL: string;
  /** The database the record was found in: the product name (MLA prints it). */
  source?: string;
}

/** What a citation needs besides the record: where it lives and when it was read. */
export interface CitationContext {
  productName: string;
  publicUrl: string;
  now: Date;
}

// Catalogue formats mapped to CSL types; anything else is cited as a book, the usual default.
const FORMAT_TYPES: [RegExp, string][] = [
  [/thesis/i, 'thesis'],
  [/map|atlas/i, 'map'],
  [/cartoon|picture|photograph|poster|art|drawing|print|image/i, 'graphic'],
  [/sound|audio|oral history|music|score/i, 'song'],
  [/video|film/i, 'motion_picture'],
  [/article|periodical|journal|magazine/i, 'article-journal'],
  [/website|web page/i, 'webpage'],
];

export function cslTypeOf(format: string | null): string {
  return FORMAT_TYPES.find(([pattern]) => pattern.test(format ?? ''))?.[1] ?? 'book';
}

/** 'Browne, Thomas Alexander, 1826-1915' -> family and given; a name without a comma is an organisation. */
export function cslName(raw: string): CslName {
  const parts = raw
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '' && !/^\d{3,4}\??-?(\d{3,4}\??)?\.?$|^(b|d|fl)\.\s*\d/.test(p));
  const [family, ...given] = parts;
  if (!family) return { literal: raw.trim() };
  if (given.length === 0) return { literal: family.replace(/\.$/, '') };
  return { family, given: given.join(' ').replace(/\.$/, '') };
}

/** '1897-03-11', '1888' or a year number as CSL date parts; anything unparseable is left out. */
export function cslDate(date: string | null, year: number | null = null): CslDate | undefined {
  // Only an ISO date is read here; a catalogued date ('2559 [2016]', 'c1985') gives way to the clean year.
  const match = date ? /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(date.trim()) : null;
  if (match) {
    const parts = match
      .slice(1)
      .filter((p): p is string => p !== undefined)
      .map(Number);
    return { 'date-parts': [parts as [number, number?, number?]] };
  }
  return year !== null ? { 'date-parts': [[year]] } : undefined;
}

function accessed(now: Date): CslDate {
  return { 'date-parts': [[now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate()]] };
}

function firstIdentifier(version: Version, key: string): string | undefined {
  const value = version.identifiers[key];
  return (Array.isArray(value) ? value[0] : value) || undefined;
}

/** Drops undefined and empty fields so styles do not print empty punctuation. */
function compact<T extends object>(item: T): T {
  return Object.fromEntries(
    Object.entries(item).filter(
      ([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  ) as T;
}

/** A work, cited as the chosen version (edition) or, without one, its first. */
export function workItem(work: Work, version: Version | undefined, ctx: CitationContext): CslItem {
  const path = version ? `/work/${work.id}/version/${version.id}` : `/work/${work.id}`;
  const edition = version ?? work.items[0];
  const creators = edition && edition.creators.length > 0 ? edition.creators : work.creators;
  return compact({
    id: `work-${work.id}`,
    type: cslTypeOf(edition?.format ?? work.primaryFormat),
    title: edition?.title ?? work.title,
    author: creators.map(cslName),
    issued: edition ? cslDate(edition.date, edition.year) : undefined,
    accessed: accessed(ctx.now),
    publisher: edition?.publisher ?? undefined,
    'publisher-place': edition?.place ?? undefined,
    ISBN: edition ? firstIdentifier(edition, 'isbn') : undefined,
    ISSN: edition ? firstIdentifier(edition, 'issn') : undefined,
    language: (edition?.languageNames ?? work.languageNames)[0],
    URL: `${ctx.publicUrl}${path}`,
    source: ctx.productName,
  });
}

export function articleItem(article: Article, ctx: CitationContext): CslItem {
  return compact({
    id: `article-${article.id}`,
    type: 'article-newspaper',
    title: article.heading,
    'container-title': article.title?.name,
    'publisher-place': article.title?.place ?? undefined,
    issued: cslDate(article.date),
    accessed: accessed(ctx.now),
    page: article.page ?? undefined,
    ISSN: article.title?.issn ?? undefined,
    URL: `${ctx.publicUrl}/newspaper/article/${article.id}`,
    source: ctx.productName,
  });
}

/** A person or organisation page, cited as a page of the portal: 'Barton, Edmund (1849–1920)'. */
export function personItem(person: Person, ctx: CitationContext): CslItem {
  const years = [person.birthDate, person.deathDate].map((d) => d?.slice(0, 4) ?? '');
  const span = years.some((y) => y !== '') ? ` (${years.join('–')})` : '';
  return compact({
    id: `person-${person.id}`,
    type: 'webpage',
    title: `${person.primaryName}${span}`,
    'container-title': ctx.productName,
    accessed: accessed(ctx.now),
    // No source: the page is of the portal itself, so MLA would name it twice.
    URL: `${ctx.publicUrl}/people/${person.id}`,
  });
}
