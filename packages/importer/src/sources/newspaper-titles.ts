import path from 'node:path';
import type { Repositories } from '@trove/db';
import type { ImportContext, SourceImporter } from '../core/context.ts';
import { type CsvRow, cell, intCell, readCsv } from '../core/csv.ts';
import { requirePath } from '../core/files.ts';
import { entriesOf, saveEach } from '../core/save-each.ts';
import type { Tally } from '../core/summary.ts';
import { normaliseState, years } from '../core/values.ts';

export const NEWSPAPER_TITLE_SOURCE = 'trove-newspaper-title';

/** One newspaper title joined from the title files on its Trove title id. */
export interface JoinedTitle {
  id: string;
  name: string;
  state: string | null;
  place: string | null;
  startDate: string | null;
  endDate: string | null;
  issn: string | null;
  articleCount: number | null;
  latitude: number | null;
  longitude: number | null;
}

const FILES = {
  locations: 'trove-newspapers/data/trove-newspaper-titles-locations.csv',
  firstAppearance: 'trove-newspapers/trove_newspaper_titles_first_appearance_2009_2021.csv',
  post54: 'trove-newspapers-data-post-54/newspapers_post_54.csv',
  corrected: 'trove-newspapers/titles_corrected.csv',
};

/** 'Argus (Melbourne, Vic. : 1848 - 1957)' -> state VIC, years 1848 and 1957. */
export function parseTitleName(name: string): {
  state: string | null;
  start: number | null;
  end: number | null;
} {
  const bracket = name.match(/\(([^()]*)\)\s*$/)?.[1] ?? '';
  const [where = '', when = ''] = bracket.split(/\s*:\s*/);
  const state = normaliseState(where.split(',').at(-1));
  const found = years(when);
  return { state, start: found[0] ?? null, end: found.at(-1) ?? null };
}

function float(row: CsvRow, column: string): number | null {
  const value = cell(row, column);
  const n = value === null ? NaN : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Joins the title files; the location file names most titles, the others add dates, ISSN and counts. */
export function joinTitleFiles(root: string): JoinedTitle[] {
  const titles = new Map<string, JoinedTitle>();
  const ensure = (id: string, name: string) => {
    let title = titles.get(id);
    if (!title) {
      const parsed = parseTitleName(name);
      title = {
        id,
        name,
        state: parsed.state,
        place: null,
        startDate: parsed.start ? String(parsed.start) : null,
        endDate: parsed.end ? String(parsed.end) : null,
        issn: null,
        articleCount: null,
        latitude: null,
        longitude: null,
      };
      titles.set(id, title);
    }
    return title;
  };
  for (const row of readCsv(requirePath(path.join(root, FILES.locations)))) {
    const id = cell(row, 'title_id');
    const name = cell(row, 'newspaper_title');
    if (!id || !name) continue;
    const title = ensure(id, name);
    // A title printed in several places keeps its first place.
    title.place ??= cell(row, 'place');
    title.state = normaliseState(cell(row, 'state')) ?? title.state;
    title.latitude ??= float(row, 'latitude');
    title.longitude ??= float(row, 'longitude');
  }
  for (const row of readCsv(requirePath(path.join(root, FILES.firstAppearance)))) {
    const id = cell(row, 'title_id');
    const name = cell(row, 'full_title');
    if (!id || !name) continue;
    const title = ensure(id, name);
    title.place ??= cell(row, 'place')?.split(',')[0]?.trim() ?? null;
  }
  for (const row of readCsv(requirePath(path.join(root, FILES.post54)))) {
    const id = cell(row, 'id');
    const name = cell(row, 'title');
    if (!id || !name) continue;
    const title = ensure(id, name);
    title.startDate = cell(row, 'startDate') ?? title.startDate;
    title.endDate = cell(row, 'endDate') ?? title.endDate;
    title.issn = cell(row, 'issn');
    title.articleCount = intCell(row, 'number_of_articles');
    title.state = normaliseState(cell(row, 'state')) ?? title.state;
  }
  for (const row of readCsv(requirePath(path.join(root, FILES.corrected)))) {
    const id = cell(row, 'id');
    const name = cell(row, 'title');
    if (!id || !name) continue;
    const title = ensure(id, name);
    title.articleCount ??= intCell(row, 'total_articles');
  }
  return [...titles.values()].sort((a, b) => Number(a.id) - Number(b.id));
}

export function titleRow(title: JoinedTitle, synthetic = false) {
  return {
    source: NEWSPAPER_TITLE_SOURCE,
    sourceId: title.id,
    name: title.name,
    kind: /gazette/i.test(title.name) ? 'gazette' : 'newspaper',
    state: title.state,
    place: title.place,
    startDate: title.startDate,
    endDate: title.endDate,
    issn: title.issn,
    articleCount: title.articleCount,
    latitude: title.latitude,
    longitude: title.longitude,
    synthetic: synthetic ? 1 : 0,
  };
}

/**
 * The store id of the newspaper title with this Trove title id. A title the titles source has not
 * given yet is created from the name an article carries ('Argus (Melbourne, Vic. : 1848 - 1957)');
 * the titles source later fills in the rest of it. A known title is never changed here.
 */
export async function newspaperTitleIdFor(
  { catalogue }: Pick<Repositories, 'catalogue'>,
  troveTitleId: string,
  name: string,
): Promise<number> {
  const known = await catalogue.findNewspaperTitleId(NEWSPAPER_TITLE_SOURCE, troveTitleId);
  if (known !== undefined) return known;
  const parsed = parseTitleName(name);
  const created = await catalogue.saveNewspaperTitle({
    source: NEWSPAPER_TITLE_SOURCE,
    sourceId: troveTitleId,
    name,
    kind: /gazette/i.test(name) ? 'gazette' : 'newspaper',
    state: parsed.state,
    startDate: parsed.start ? String(parsed.start) : null,
    endDate: parsed.end ? String(parsed.end) : null,
  });
  return created.id;
}

export const newspaperTitles: SourceImporter = {
  name: 'titles',
  description: 'newspaper and gazette titles joined from the Trove title files',
  defaultPath: '.',
  async run(ctx: ImportContext, location: string, tally: Tally) {
    const titles = joinTitleFiles(location);
    const file = path.join(location, FILES.locations);
    await saveEach(
      ctx,
      tally,
      'titles',
      entriesOf(file, titles),
      titles.length,
      async (title, { catalogue }) => {
        const saved = await catalogue.saveNewspaperTitle(titleRow(title));
        return { outcome: saved.outcome, category: 'newspapers' };
      },
    );
  },
};
