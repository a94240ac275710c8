import fs from 'node:fs';
import path from 'node:path';
import type { ImportContext, SourceImporter } from '../core/context.ts';
import { type CsvRow, cell, listCell, readCsv } from '../core/csv.ts';
import { requirePath } from '../core/files.ts';
import { entriesOf, rowEntries, saveEach } from '../core/save-each.ts';
import type { Tally } from '../core/summary.ts';
import { normaliseText } from '../core/group-key.ts';
import { printBounds, yearOfCell } from '../core/dates.ts';
import { languagesOfNames } from '../core/languages.ts';
import { firstYear } from '../core/values.ts';
import { type WorkRecord, saveWorkRecord } from '../core/work-record.ts';

const FILES = { histories: 'trove-oral-histories.csv', series: 'trove-oral-history-series.txt' };
const FORMAT = 'Sound/Oral history';

function historyRecord(row: CsvRow): WorkRecord {
  const workUrl = cell(row, 'work_url') ?? '';
  const id = workUrl.match(/work\/(\d+)/)?.[1];
  const title = cell(row, 'title');
  if (!id || !title) throw new Error('row has no Trove work id or no title');
  const fulltext = cell(row, 'fulltext_url');
  const identifiers = Object.fromEntries(
    listCell(row, 'identifier').map((entry) => {
      const [scheme = 'id', ...rest] = entry.split(':');
      return [scheme.trim(), rest.join(':').trim()];
    }),
  );
  const when = yearOfCell(cell(row, 'date'), printBounds());
  return {
    source: 'trove-work',
    sourceId: id,
    title,
    category: 'music',
    broadFormat: 'sound',
    format: FORMAT,
    workType: 'sound',
    creators: listCell(row, 'contributor'),
    subjects: listCell(row, 'subject'),
    publisher: cell(row, 'publisher'),
    date: when.display,
    year: when.year,
    yearEnd: when.yearEnd,
    languages: languagesOfNames(listCell(row, 'language')),
    identifiers: { ...identifiers, trove: workUrl },
    details: {
      extent: cell(row, 'extent'),
      isPartOf: cell(row, 'is_part_of'),
      rights: cell(row, 'rights'),
      formats: listCell(row, 'work_type'),
    },
    availableUrls: fulltext
      ? [
          {
            url: fulltext,
            linkText: cell(row, 'fulltext_url_text') ?? 'Listen online',
            accessType: 'f',
            nuc: 'ANL',
          },
        ]
      : [],
    australian: true,
    warnings: when.warnings,
  };
}

/** An oral history series is known by name only; the name is its identity. */
function seriesRecord(name: string): WorkRecord {
  return {
    source: 'nla-oral-history-series',
    sourceId: normaliseText(name).replace(/ /g, '-').slice(0, 200),
    title: name,
    category: 'music',
    broadFormat: 'sound',
    format: FORMAT,
    workType: 'series',
    year: firstYear(name),
    australian: true,
  };
}

export const oralHistories: SourceImporter = {
  name: 'oral-histories',
  description: 'NLA oral history recordings (CSV) and oral history series (one name per line)',
  defaultPath: 'trove-oral-histories-data',
  async run(ctx: ImportContext, location: string, tally: Tally) {
    const file = requirePath(path.join(location, FILES.histories));
    const rows = readCsv(file);
    await saveEach(
      ctx,
      tally,
      'oral histories',
      rowEntries(file, rows),
      rows.length,
      (row, repositories) => saveWorkRecord(repositories, historyRecord(row)),
      (row) => row.work_url ?? '',
    );
    const seriesFile = requirePath(path.join(location, FILES.series));
    const names = fs
      .readFileSync(seriesFile, 'utf8')
      .split('\n')
      .map((l) => l.trim());
    const entries = [...entriesOf(seriesFile, names)].filter((e) => e.value);
    await saveEach(
      ctx,
      tally,
      'oral hist. series',
      entries,
      entries.length,
      (name, repositories) => saveWorkRecord(repositories, seriesRecord(name)),
      (name) => seriesRecord(name).sourceId,
    );
  },
};
