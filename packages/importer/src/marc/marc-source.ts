import fs from 'node:fs';
import type { Entry, ImportContext, SourceImporter } from '../core/context.ts';
import { listFiles } from '../core/files.ts';
import { saveEach } from '../core/save-each.ts';
import { type Tally, errorMessage } from '../core/summary.ts';
import { saveWorkRecord } from '../core/work-record.ts';
import { splitIso2709, parseIso2709 } from './iso2709.ts';
import { mapMarcRecord, marcSourceId } from './map-record.ts';
import type { MarcRecord } from './marcjs.ts';
import { marcxmlRecords, recordFromMarcxml } from './marcxml.ts';
import { mijRecords, recordFromMij } from './mij.ts';

const MARCXML = /\.(marcxml|xml)$/i;
const ISO2709 = /\.(dat|mrc|marc|iso|iso2709)$/i;
const MIJ = /\.json$/i;

/** Every record of a MARC file as an entry; a broken record becomes a rejection, not a stop. */
export function* readMarcFile(file: string): Generator<Entry<MarcRecord>> {
  const bytes = fs.readFileSync(file);
  if (MIJ.test(file)) {
    let values: unknown[];
    try {
      values = mijRecords(bytes.toString('utf8'));
    } catch (error) {
      yield { file, position: 'record 1', error: `not valid MARC-in-JSON: ${errorMessage(error)}` };
      return;
    }
    for (const [index, value] of values.entries()) {
      const position = `record ${index + 1}`;
      try {
        yield { file, position, value: recordFromMij(value) };
      } catch (error) {
        yield { file, position, error: errorMessage(error) };
      }
    }
    return;
  }
  if (MARCXML.test(file)) {
    let nodes: ReturnType<typeof marcxmlRecords>;
    try {
      nodes = marcxmlRecords(bytes.toString('utf8'));
    } catch (error) {
      yield { file, position: 'record 1', error: `not well-formed XML: ${errorMessage(error)}` };
      return;
    }
    if (nodes.length === 0) yield { file, position: 'record 1', error: 'no MARCXML <record> element' };
    for (const [index, node] of nodes.entries()) {
      const position = `record ${index + 1}`;
      try {
        yield { file, position, value: recordFromMarcxml(node) };
      } catch (error) {
        yield { file, position, error: errorMessage(error) };
      }
    }
    return;
  }
  for (const raw of splitIso2709(bytes)) {
    const position = `record ${raw.number} (byte ${raw.offset})`;
    try {
      yield { file, position, value: parseIso2709(raw.bytes).record };
    } catch (error) {
      yield { file, position, error: errorMessage(error) };
    }
  }
}

export const marc: SourceImporter = {
  name: 'marc',
  description:
    'MARC 21 bibliographic records: MARCXML, ISO 2709 in MARC-8 or UTF-8, MARC-in-JSON (a file or a folder)',
  defaultPath: 'nla-blacklight/spec/files/marc',
  async run(ctx: ImportContext, location: string, tally: Tally) {
    const files = listFiles(location, new RegExp(`${MARCXML.source}|${ISO2709.source}|${MIJ.source}`, 'i'));
    function* entries() {
      for (const file of files) yield* readMarcFile(file);
    }
    await saveEach(
      ctx,
      tally,
      'marc',
      entries(),
      files.length,
      (record, db) => saveWorkRecord(db, mapMarcRecord(record, 'marc')),
      // The same record in two files (e.g. with and without the UTF-8 leader flag) is stored once.
      (record) => marcSourceId(record),
    );
  },
};
