import fs from 'node:fs';
import { parseIso2709, splitIso2709 } from './iso2709.ts';
import type { MarcRecord } from './marcjs.ts';
import { marcxmlRecords, marcxmlRecordsInSql, recordFromMarcxml } from './marcxml.ts';
import { mijRecords, recordFromMij } from './mij.ts';

const MARCXML = /\.(marcxml|xml)$/i;
const ISO2709 = /\.(dat|mrc|marc|iso|iso2709)$/i;
const MIJ = /\.json$/i;
/** SQL whose string literals hold MARCXML records (Evergreen's sample bibliographic data). */
const MARCXML_IN_SQL = /\.sql$/i;

/** The file names read as MARC: MARCXML (also inside SQL), ISO 2709 or MARC-in-JSON, told apart by extension. */
export const MARC_FILE = new RegExp(
  `${MARCXML.source}|${ISO2709.source}|${MIJ.source}|${MARCXML_IN_SQL.source}`,
  'i',
);

/**
 * One record of a MARC file, or the reason it could not be read, with where it is. A record read
 * with repairs (field-rules.ts) carries them as warnings.
 */
export type MarcEntry =
  | { file: string; position: string; value: MarcRecord; warnings?: string[]; error?: undefined }
  | { file: string; position: string; error: string; value?: undefined; warnings?: undefined };

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

function* xmlEntries(file: string, nodes: ReturnType<typeof marcxmlRecords>): Generator<MarcEntry> {
  if (nodes.length === 0) yield { file, position: 'record 1', error: 'no MARCXML <record> element' };
  for (const [index, node] of nodes.entries()) {
    const position = `record ${index + 1}`;
    const warnings: string[] = [];
    try {
      const value = recordFromMarcxml(node, (w) => warnings.push(w));
      yield warnings.length > 0 ? { file, position, value, warnings } : { file, position, value };
    } catch (error) {
      yield { file, position, error: reason(error) };
    }
  }
}

/** Every record of a MARC file as an entry; a broken record becomes a rejection, not a stop. */
export function* readMarcFile(file: string): Generator<MarcEntry> {
  const bytes = fs.readFileSync(file);
  if (MIJ.test(file)) {
    let values: unknown[];
    try {
      values = mijRecords(bytes.toString('utf8'));
    } catch (error) {
      yield { file, position: 'record 1', error: `not valid MARC-in-JSON: ${reason(error)}` };
      return;
    }
    for (const [index, value] of values.entries()) {
      const position = `record ${index + 1}`;
      try {
        yield { file, position, value: recordFromMij(value) };
      } catch (error) {
        yield { file, position, error: reason(error) };
      }
    }
    return;
  }
  if (MARCXML.test(file) || MARCXML_IN_SQL.test(file)) {
    let nodes: ReturnType<typeof marcxmlRecords>;
    try {
      const text = bytes.toString('utf8');
      nodes = MARCXML_IN_SQL.test(file) ? marcxmlRecordsInSql(text) : marcxmlRecords(text);
    } catch (error) {
      yield { file, position: 'record 1', error: `not well-formed XML: ${reason(error)}` };
      return;
    }
    yield* xmlEntries(file, nodes);
    return;
  }
  for (const raw of splitIso2709(bytes)) {
    const position = `record ${raw.number} (byte ${raw.offset})`;
    try {
      const { record, warnings } = parseIso2709(raw.bytes);
      yield warnings.length > 0
        ? { file, position, value: record, warnings }
        : { file, position, value: record };
    } catch (error) {
      yield { file, position, error: reason(error) };
    }
  }
}
