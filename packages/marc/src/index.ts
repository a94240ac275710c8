/** @trove/marc: MARC 21 records read from ISO 2709 (MARC-8 or UTF-8), MARCXML and MARC-in-JSON. */
export { MarcError, parseIso2709, splitIso2709, type ParsedIso2709, type RawIso2709 } from './iso2709.ts';
export { Marc8Error, decodeMarc8 } from './marc8.ts';
export { newRecord, toMarcxml, type MarcField, type MarcRecord } from './marcjs.ts';
export { marcxmlRecords, marcxmlRecordsInSql, recordFromMarcxml } from './marcxml.ts';
export type { Warn } from './field-rules.ts';
export { mijRecords, recordFromMij } from './mij.ts';
export { MARC_FILE, readMarcFile, type MarcEntry } from './read-file.ts';
