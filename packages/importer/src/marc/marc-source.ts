import { MARC_FILE, type MarcRecord, readMarcFile } from '@trove/marc';
import type { ImportContext, SourceImporter } from '../core/context.ts';
import { listFiles } from '../core/files.ts';
import { saveEach } from '../core/save-each.ts';
import type { Tally } from '../core/summary.ts';
import { saveWorkRecord } from '../core/work-record.ts';
import { mapMarcRecord, marcSourceId } from './map-record.ts';

export const marc: SourceImporter = {
  name: 'marc',
  description:
    'MARC 21 bibliographic records: MARCXML, ISO 2709 in MARC-8 or UTF-8, MARC-in-JSON (a file or a folder)',
  defaultPath: 'nla-blacklight/spec/files/marc',
  async run(ctx: ImportContext, location: string, tally: Tally) {
    const files = listFiles(location, MARC_FILE);
    function* entries() {
      for (const file of files) yield* readMarcFile(file);
    }
    await saveEach<MarcRecord>(
      ctx,
      tally,
      'marc',
      entries(),
      files.length,
      (record, repositories) => saveWorkRecord(repositories, mapMarcRecord(record, 'marc')),
      // The same record in two files (e.g. with and without the UTF-8 leader flag) is stored once.
      (record) => marcSourceId(record),
    );
  },
};
