import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * What the advanced search forms look up (spec 01 §3, §2.7): contributing libraries, newspaper
 * titles, and the span of dates a collection's records cover.
 */

/** A branch shown under its parent; the lookup goes one level deep. */
export interface LibraryBranch {
  nuc: string;
  name: string;
  fullName: string;
  shortName: string | null;
  childLibraries: never[];
}

export interface LibraryEntry extends Omit<LibraryBranch, 'childLibraries'> {
  childLibraries: LibraryBranch[];
}

export interface LibraryFields {
  nuc: string;
  name: string;
  shortName: string | null;
  parentNuc: string | null;
  parentName: string | null;
}

export async function readMetadataLibraries(db: Kysely<Database>): Promise<LibraryEntry[]> {
  const rows = await db
    .selectFrom('library')
    .select(['nuc', 'name', 'shortName', 'parentNuc', 'parentName'])
    .orderBy('name')
    .orderBy('nuc')
    .execute();
  return groupLibraries(rows);
}

/**
 * Libraries without a nuc are left out and a nuc seen twice keeps its first row. A library whose
 * parent is in the list goes under its topmost ancestor (one level, as the lookup shows them).
 */
export function groupLibraries(rows: readonly LibraryFields[]): LibraryEntry[] {
  const byNuc = new Map<string, LibraryFields>();
  for (const row of rows) {
    const nuc = row.nuc.trim();
    if (nuc && !byNuc.has(nuc)) byNuc.set(nuc, { ...row, nuc });
  }
  const rootOf = (nuc: string): string => {
    const seen = new Set([nuc]);
    let current = nuc;
    for (;;) {
      const parent = byNuc.get(current)?.parentNuc?.trim();
      if (!parent || !byNuc.has(parent)) return current;
      // A loop of parents has no top: each member then stands on its own.
      if (seen.has(parent)) return nuc;
      seen.add(parent);
      current = parent;
    }
  };
  const roots = new Map<string, LibraryEntry>();
  const children: [string, LibraryBranch][] = [];
  for (const row of byNuc.values()) {
    const entry: LibraryBranch = {
      nuc: row.nuc,
      name: row.name,
      fullName: fullNameOf(row),
      shortName: row.shortName,
      childLibraries: [],
    };
    const root = rootOf(row.nuc);
    if (root === row.nuc) roots.set(row.nuc, { ...entry, childLibraries: [] });
    else children.push([root, entry]);
  }
  for (const [root, entry] of children) roots.get(root)?.childLibraries.push(entry);
  return [...roots.values()];
}

/** "Parent. Branch", unless the branch's name already says whose it is. */
function fullNameOf(row: LibraryFields): string {
  const parent = row.parentName?.trim().replace(/\.+$/, '');
  return parent && !row.name.startsWith(parent) ? `${parent}. ${row.name}` : row.name;
}

export interface TitleEntry {
  id: number;
  name: string;
  state: string | null;
  startYear: number | null;
  endYear: number | null;
}

export async function readMetadataTitles(db: Kysely<Database>): Promise<TitleEntry[]> {
  const rows = await db
    .selectFrom('newspaperTitle')
    .select(['id', 'name', 'state', 'startDate', 'endDate'])
    .orderBy('name')
    .orderBy('id')
    .execute();
  const byId = new Map<number, TitleEntry>();
  for (const row of rows)
    if (!byId.has(row.id))
      byId.set(row.id, {
        id: row.id,
        name: row.name,
        state: row.state,
        startYear: yearOf(row.startDate),
        endYear: yearOf(row.endDate),
      });
  return [...byId.values()];
}

function yearOf(date: string | null): number | null {
  const m = /^(-?\d{4})/.exec(date ?? '');
  return m?.[1] ? Number(m[1]) : null;
}

export interface DateRange {
  minDate: string | null;
  maxDate: string | null;
}

export interface DateRangeScope {
  /** Works whose category is this url key; undefined for works of every collection. */
  workCategory?: string;
  articles: boolean;
  websites: boolean;
}

/** The earliest and latest day of the records in scope, as YYYY-MM-DD. */
export async function readDateRange(db: Kysely<Database>, scope: DateRangeScope): Promise<DateRange> {
  const lows: string[] = [];
  const highs: string[] = [];
  let works = db
    .selectFrom('work')
    .select((eb) => [
      eb.fn.min(eb.fn.coalesce('yearStart', 'yearEnd')).as('low'),
      eb.fn.max(eb.fn.coalesce('yearEnd', 'yearStart')).as('high'),
    ])
    .where('deletedAt', 'is', null);
  if (scope.workCategory !== undefined) works = works.where('category', '=', scope.workCategory);
  const span = await works.executeTakeFirst();
  if (span?.low != null) lows.push(dayOfYear(Number(span.low), '01-01'));
  if (span?.high != null) highs.push(dayOfYear(Number(span.high), '12-31'));
  if (scope.articles) {
    const row = await db
      .selectFrom('article')
      .select((eb) => [eb.fn.min('date').as('low'), eb.fn.max('date').as('high')])
      .where('date', 'like', '____-__-__%')
      .executeTakeFirst();
    if (row?.low) lows.push(row.low.slice(0, 10));
    if (row?.high) highs.push(row.high.slice(0, 10));
  }
  if (scope.websites) {
    const row = await db
      .selectFrom('websiteCapture')
      .select((eb) => [eb.fn.min('timestamp').as('low'), eb.fn.max('timestamp').as('high')])
      .where('timestamp', 'like', '________%')
      .executeTakeFirst();
    if (row?.low) lows.push(captureDay(row.low));
    if (row?.high) highs.push(captureDay(row.high));
  }
  return { minDate: earliest(lows), maxDate: latest(highs) };
}

function dayOfYear(year: number, monthDay: string): string {
  const digits = String(Math.abs(year)).padStart(4, '0');
  return `${year < 0 ? '-' : ''}${digits}-${monthDay}`;
}

/** A web archive timestamp (yyyymmddhhmmss) as YYYY-MM-DD. */
function captureDay(timestamp: string): string {
  return `${timestamp.slice(0, 4)}-${timestamp.slice(4, 6)}-${timestamp.slice(6, 8)}`;
}

/** Days compared as numbers, so that years before 1 (with a minus sign) sort correctly. */
function dayNumber(day: string): number {
  const m = /^(-?)(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return Number.NaN;
  const year = (m[1] ? -1 : 1) * Number(m[2]);
  return year * 10_000 + Number(m[3]) * 100 + Number(m[4]);
}

function earliest(days: string[]): string | null {
  const valid = days.filter((d) => !Number.isNaN(dayNumber(d)));
  return valid.reduce<string | null>((a, d) => (a === null || dayNumber(d) < dayNumber(a) ? d : a), null);
}

function latest(days: string[]): string | null {
  const valid = days.filter((d) => !Number.isNaN(dayNumber(d)));
  return valid.reduce<string | null>((a, d) => (a === null || dayNumber(d) > dayNumber(a) ? d : a), null);
}

export interface ArchivedSite {
  id: number;
  url: string;
  title: string;
  synthetic: number;
}

export interface ArchivedCapture {
  websiteId: number;
  timestamp: string;
  originalUrl: string;
}

export interface ArchivedUrlCandidates {
  /** Websites whose address, lower-cased, is one of the candidates. */
  sites: ArchivedSite[];
  /** Captures whose original address, lower-cased, is one of the candidates. */
  captures: ArchivedCapture[];
  /** The websites of both, by id, with every capture of each, oldest first. */
  websites: Map<number, ArchivedSite & { captures: ArchivedCapture[] }>;
}

/**
 * Archived websites and captures whose address, lower-cased, is one of `lowered`. The caller
 * narrows these by its own reading of an address; lower-casing here only keeps the query simple
 * on both dialects.
 */
export async function findArchivedUrlCandidates(
  db: Kysely<Database>,
  lowered: readonly string[],
): Promise<ArchivedUrlCandidates> {
  const empty: ArchivedUrlCandidates = { sites: [], captures: [], websites: new Map() };
  if (lowered.length === 0) return empty;
  const sites = await db
    .selectFrom('website')
    .select(['id', 'url', 'title', 'synthetic'])
    .where((eb) => eb(eb.fn('lower', ['url']), 'in', [...lowered]))
    .orderBy('id')
    .execute();
  const captures = await db
    .selectFrom('websiteCapture')
    .select(['websiteId', 'timestamp', 'originalUrl'])
    .where((eb) => eb(eb.fn('lower', ['originalUrl']), 'in', [...lowered]))
    .orderBy('websiteId')
    .orderBy('timestamp')
    .execute();
  const ids = [...new Set([...sites.map((s) => s.id), ...captures.map((c) => c.websiteId)])];
  if (ids.length === 0) return empty;
  const owners = await db
    .selectFrom('website')
    .select(['id', 'url', 'title', 'synthetic'])
    .where('id', 'in', ids)
    .execute();
  const all = await db
    .selectFrom('websiteCapture')
    .select(['websiteId', 'timestamp', 'originalUrl'])
    .where('websiteId', 'in', ids)
    .orderBy('timestamp')
    .execute();
  const websites = new Map(owners.map((w) => [w.id, { ...w, captures: [] as ArchivedCapture[] }]));
  for (const c of all) websites.get(c.websiteId)?.captures.push(c);
  return { sites, captures, websites };
}
