import path from 'node:path';
import type { ImportContext, SourceImporter } from './context.ts';
import { type CsvRow, readCsv } from './csv.ts';
import { requirePath } from './files.ts';
import { rowEntries, saveEach } from './save-each.ts';
import type { Tally } from './summary.ts';
import { type WorkRecord, saveUniqueWorkRecords, saveWorkRecord } from './work-record.ts';

export interface CsvWorkSource {
  name: string;
  description: string;
  /** Folder inside the corpus directory. */
  defaultPath: string;
  /** The CSV file inside that folder; a path ending in .csv is read as it is. */
  fileName: string;
  /** How progress and summaries name the records. */
  label: string;
  toRecord: (row: CsvRow) => WorkRecord;
  /** The row's id in its source, used to skip repeats. */
  keyOf: (row: CsvRow) => string;
}

/** A source that is one CSV file with one work per row, saved in bulk where nothing groups. */
export function csvWorkImporter(source: CsvWorkSource): SourceImporter {
  return {
    name: source.name,
    description: source.description,
    defaultPath: source.defaultPath,
    async run(ctx: ImportContext, location: string, tally: Tally) {
      const file = requirePath(location.endsWith('.csv') ? location : path.join(location, source.fileName));
      const rows = readCsv(file);
      await saveEach(
        ctx,
        tally,
        source.label,
        rowEntries(file, rows),
        rows.length,
        (row, repositories) => saveWorkRecord(repositories, source.toRecord(row)),
        source.keyOf,
        (batch, repositories) => saveUniqueWorkRecords(repositories, batch.map(source.toRecord)),
      );
    },
  };
}
