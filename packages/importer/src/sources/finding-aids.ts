import { csvWorkImporter } from '../core/csv-work-importer.ts';
import { type CsvRow, cell, intCell } from '../core/csv.ts';
import { archivalBounds, yearSpanOf } from '../core/dates.ts';
import { languagesOfText } from '../core/languages.ts';
import type { WorkRecord } from '../core/work-record.ts';

const FILE = 'finding-aids-totals.csv';

export function findingAidRecord(row: CsvRow): WorkRecord {
  const url = cell(row, 'url');
  // A few guides have no collection number yet; their nla.obj id identifies them.
  const number = cell(row, 'collection_number') ?? url?.match(/nla\.obj-\d+/)?.[0] ?? null;
  const title = cell(row, 'title');
  if (!title) throw new Error(`finding aid ${number ?? url ?? ''} has no title`.replace('  ', ' '));
  if (!number) throw new Error('row has neither a collection number nor an nla.obj url');
  const span = yearSpanOf(cell(row, 'date_range'), archivalBounds());
  const creator = cell(row, 'creator');
  const languages = languagesOfText(cell(row, 'language_of_materials'));
  return {
    source: 'nla-finding-aid',
    sourceId: number,
    title,
    category: 'diaries',
    broadFormat: 'manuscript',
    unique: true,
    format: 'Manuscript',
    workType: 'collection',
    creators: creator ? [creator] : [],
    summary: cell(row, 'abstract'),
    year: span.year,
    yearEnd: span.yearEnd,
    date: span.display,
    publisher: cell(row, 'repository'),
    languages: languages.codes,
    identifiers: { collectionNumber: number, ...(url ? { findingAid: url } : {}) },
    details: {
      extent: cell(row, 'extent'),
      physicalDescription: cell(row, 'physical_description'),
      sponsor: cell(row, 'sponsor'),
      items: intCell(row, 'total_items'),
      digitisedItems: intCell(row, 'total_digitised_items'),
    },
    availableUrls: url ? [{ url, linkText: 'Finding aid', accessType: 'f', nuc: 'ANL' }] : [],
    holdings: [{ nuc: 'ANL', callNumber: number }],
    australian: true,
    warnings: [...span.warnings, ...languages.warnings],
  };
}

export const findingAids = csvWorkImporter({
  name: 'finding-aids',
  description: 'NLA manuscript collections with finding aids (CSV)',
  defaultPath: 'nla-finding-aids-data',
  fileName: FILE,
  label: 'finding aids',
  toRecord: findingAidRecord,
  keyOf: (row) => row.collection_number || row.url || '',
});
