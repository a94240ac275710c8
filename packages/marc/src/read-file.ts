import fs from 'node:fs';
import { parseIso2709, splitIso2709 } from './iso2709.ts';
import type { MarcRecord } from './marcjs.ts';
import { marcxmlRecords, recordFromMarcxml } from './marcxml.ts';
import { mijRecords, recordFromMij } from './mij.ts';

const MARCXML = /\.(marcxml|xml)$/i;
const ISO2709 = /\.(dat|mrc|marc|iso|iso2709)$/i;
const MIJ = /\.json$/i;

/** The file names read as MARC: MARCXML, ISO 2709 or MARC-in-JSON, told apart by extension. */
export const MARC_FILE = new RegExp(`${MARCXML.source}|${ISO2709.source}|${MIJ.source}`, 'i');

/** One record of a MARC file, or the reason it could not be read, with where it is. */
export type MarcEntry =
  | { file: string; position: string; value: MarcRecord; error?: undefined }
  | { file: string; position: string; error: string; value?: undefined };

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

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
  if (MARCXML.test(file)) {
    let nodes: ReturnType<typeof marcxmlRecords>;
    try {
      nodes = marcxmlRecords(bytes.toString('utf8'));
    } catch (error) {
      yield { file, position: 'record 1', error: `not well-formed XML: ${reason(error)}` };
      return;
    }
    if (nodes.length === 0) yield { file, position: 'record 1', error: 'no MARCXML <record> element' };
    for (const [index, node] of nodes.entries()) {
      const position = `record ${index + 1}`;
      try {
        yield { file, position, value: recordFromMarcxml(node) };
      } catch (error) {
        yield { file, position, error: reason(error) };
      }
    }
    return;
  }
  for (const raw of splitIso2709(bytes)) {
    const position = `record ${raw.number} (byte ${raw.offset})`;
    try {
      yield { file, position, value: parseIso2709(raw.bytes).record };
    } catch (error) {
      yield { file, position, error: reason(error) };
    }
  }
}
