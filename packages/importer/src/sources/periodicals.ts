import fs from 'node:fs';
import path from 'node:path';
import type { Repositories } from '@trove/db';
import type { Entry, ImportContext, SourceImporter } from '../core/context.ts';
import { type CsvRow, cell, intCell, listCell, readCsv } from '../core/csv.ts';
import { requirePath } from '../core/files.ts';
import { type Saved, entriesOf, rowEntries, saveEach } from '../core/save-each.ts';
import { type Tally, errorMessage } from '../core/summary.ts';
import { plausibleYear, printBounds, yearOfCell } from '../core/dates.ts';
import { languagesOfNames } from '../core/languages.ts';
import { firstYear } from '../core/values.ts';
import { type WorkRecord, saveWorkRecord } from '../core/work-record.ts';

const FILES = {
  titles: 'trove-periodicals-data/periodical-titles.csv',
  issues: 'trove-periodicals-data/titles-issues-added.ndjson',
  aww: 'trove-newspapers/data/aww-issues.csv',
  works: 'trove-periodical-works-data/periodical-works.csv',
};

interface Issue {
  id: string;
  date?: string;
  description?: string;
  url?: string;
}

interface PeriodicalTitle {
  record: WorkRecord;
  issues: Issue[];
  issueSource: string;
}

interface NdjsonTitle {
  id: string;
  title: string;
  publisher?: string;
  troveUrl?: string;
  start_year?: number | null;
  end_year?: number | null;
  issues?: Issue[];
}

function periodicalRecord(id: string, title: string, fields: Partial<WorkRecord>): WorkRecord {
  return {
    source: 'trove-periodical',
    sourceId: id,
    title,
    category: 'magazines',
    broadFormat: 'periodical',
    format: 'Periodical',
    workType: 'periodical',
    australian: true,
    ...fields,
  };
}

function fromCsv(row: CsvRow): WorkRecord | null {
  const id = cell(row, 'id');
  const title = cell(row, 'title');
  if (!id || !title) return null;
  const url = cell(row, 'trove_url');
  // 'Australian housing : bulletin.' gives 196 as its first year: left out, with a warning.
  const start = plausibleYear(intCell(row, 'start_year'), printBounds(), 'start year');
  const end = plausibleYear(intCell(row, 'end_year'), printBounds(), 'end year');
  return periodicalRecord(id, title, {
    summary: cell(row, 'description'),
    publisher: cell(row, 'publisher'),
    place: cell(row, 'place'),
    year: start.year,
    yearEnd: end.year,
    warnings: [...start.warnings, ...end.warnings],
    identifiers: Object.fromEntries(
      [
        ['issn', cell(row, 'issn')],
        ['catalogue', cell(row, 'catalogue_url')],
        ['trove', url],
      ].filter((e): e is [string, string] => e[1] !== null),
    ),
    details: { extent: cell(row, 'extent'), issueCount: intCell(row, 'issue_count') },
    availableUrls: url ? [{ url, linkText: 'Read online', accessType: 'f', nuc: 'ANL' }] : [],
  });
}

/** Periodical titles from the CSV, with their issues from the NDJSON harvest (joined on nla.obj id). */
function* readTitles(root: string): Generator<Entry<PeriodicalTitle>> {
  const titlesFile = requirePath(path.join(root, FILES.titles));
  const byId = new Map<string, PeriodicalTitle>();
  for (const [index, row] of readCsv(titlesFile).entries()) {
    const record = fromCsv(row);
    if (record) byId.set(record.sourceId, { record, issues: [], issueSource: 'trove-periodical-issue' });
    else yield { file: titlesFile, position: `row ${index + 1}`, error: 'row has no id or no title' };
  }
  const issuesFile = requirePath(path.join(root, FILES.issues));
  const lines = fs.readFileSync(issuesFile, 'utf8').split('\n');
  for (const [index, line] of lines.entries()) {
    if (!line.trim()) continue;
    let parsed: NdjsonTitle;
    try {
      parsed = JSON.parse(line) as NdjsonTitle;
    } catch (error) {
      yield { file: issuesFile, position: index + 1, error: `not valid JSON: ${errorMessage(error)}` };
      continue;
    }
    const known = byId.get(parsed.id);
    const start = plausibleYear(parsed.start_year, printBounds(), 'start year');
    const end = plausibleYear(parsed.end_year, printBounds(), 'end year');
    if (known) known.issues = parsed.issues ?? [];
    else
      byId.set(parsed.id, {
        record: periodicalRecord(parsed.id, parsed.title, {
          publisher: parsed.publisher ?? null,
          year: start.year,
          yearEnd: end.year,
          warnings: [...start.warnings, ...end.warnings],
          identifiers: parsed.troveUrl ? { trove: parsed.troveUrl } : {},
          availableUrls: parsed.troveUrl
            ? [{ url: parsed.troveUrl, linkText: 'Read online', accessType: 'f', nuc: 'ANL' }]
            : [],
        }),
        issues: parsed.issues ?? [],
        issueSource: 'trove-periodical-issue',
      });
  }
  yield* entriesOf(titlesFile, byId.values());
  yield { file: path.join(root, FILES.aww), position: 1, value: womensWeekly(root) };
}

/** The Australian Women's Weekly, digitised in the newspaper zone, with its issues. */
function womensWeekly(root: string): PeriodicalTitle {
  const rows = readCsv(requirePath(path.join(root, FILES.aww)));
  const issues = rows
    .map((row) => ({
      id: cell(row, 'issue_id') ?? '',
      date: cell(row, 'date') ?? '',
      url: cell(row, 'url') ?? '',
    }))
    .filter((issue) => issue.id);
  const record = periodicalRecord('nla.news-title112', "The Australian Women's Weekly (1933 - 1982)", {
    publisher: 'Australian Consolidated Press',
    place: 'Sydney',
    year: 1933,
    yearEnd: 1982,
    identifiers: { trove: 'https://nla.gov.au/nla.news-title112' },
    details: { issueCount: issues.length },
  });
  return { record, issues, issueSource: 'trove-aww-issue' };
}

/** Saves a title and all its issues; the issues go in batches in one transaction, which is much faster. */
async function saveTitle(
  repositories: Pick<Repositories, 'catalogue'>,
  title: PeriodicalTitle,
): Promise<Saved> {
  const { catalogue } = repositories;
  const saved = await saveWorkRecord(repositories, title.record);
  const workId = await catalogue.workIdOfVersion(title.record.source, title.record.sourceId);
  const issues = title.issues;
  const results = await catalogue.savePeriodicalIssues(
    issues.map((issue) => ({
      source: title.issueSource,
      sourceId: issue.id,
      workId,
      title: issue.description ?? (issue.date || issue.id),
      date: issue.date || null,
      year: firstYear(issue.date),
      url: issue.url ?? null,
    })),
  );
  return { ...saved, extra: results.map((r) => ({ outcome: r.outcome, category: 'periodical issues' })) };
}

function workRecord(row: CsvRow): WorkRecord {
  const workUrl = cell(row, 'work_url') ?? '';
  const id = workUrl.match(/work\/(\d+)/)?.[1];
  const title = cell(row, 'title');
  if (!id || !title) throw new Error('row has no Trove work id or no title');
  const types = listCell(row, 'work_type');
  const fulltext = cell(row, 'fulltext_url');
  const when = yearOfCell(cell(row, 'date'), printBounds());
  return {
    source: 'trove-work',
    sourceId: id,
    title,
    category: 'magazines',
    broadFormat: 'periodical',
    format: types.find((t) => t.startsWith('Periodical')) ?? types[0] ?? 'Periodical',
    workType: 'periodical',
    creators: listCell(row, 'contributor'),
    subjects: listCell(row, 'subject'),
    publisher: cell(row, 'publisher'),
    published: cell(row, 'publisher'),
    year: when.year,
    date: when.display,
    languages: languagesOfNames(listCell(row, 'language')),
    warnings: when.warnings,
    identifiers: {
      trove: workUrl,
      ...(cell(row, 'catalogue_url') ? { catalogue: cell(row, 'catalogue_url') ?? '' } : {}),
    },
    details: {
      extent: cell(row, 'extent'),
      isPartOf: cell(row, 'is_part_of'),
      rights: cell(row, 'rights'),
      formats: types,
    },
    availableUrls: fulltext
      ? [
          {
            url: fulltext,
            linkText: cell(row, 'fulltext_url_text') ?? 'Read online',
            accessType: 'f',
            nuc: 'ANL',
          },
        ]
      : [],
  };
}

export const periodicals: SourceImporter = {
  name: 'periodicals',
  description: "periodical titles and issues, the Women's Weekly issues and periodical catalogue works",
  defaultPath: '.',
  async run(ctx: ImportContext, location: string, tally: Tally) {
    const titles = [...readTitles(location)];
    // An issue listed twice (or under two titles) is stored once, under the first title.
    const seenIssues = new Set<string>();
    for (const entry of titles)
      if (entry.value)
        entry.value.issues = entry.value.issues.filter((issue) => {
          const key = `${entry.value.issueSource}:${issue.id}`;
          if (!issue.id || seenIssues.has(key)) return false;
          seenIssues.add(key);
          return true;
        });
    await saveEach(
      ctx,
      tally,
      'periodicals',
      titles,
      titles.length,
      (title, repositories) => saveTitle(repositories, title),
      (t) => t.record.sourceId,
    );
    const worksFile = requirePath(path.join(location, FILES.works));
    const rows = readCsv(worksFile);
    // CSV rows are numbered as lines: the header is line 1.
    await saveEach(
      ctx,
      tally,
      'periodical works',
      rowEntries(worksFile, rows),
      rows.length,
      (row, repositories) => saveWorkRecord(repositories, workRecord(row)),
      (row) => row.work_url ?? '',
    );
  },
};
