import { createRequire } from 'node:module';

/** Typed access to the parts of marcjs used here (the package ships no type declarations). */

export interface MarcField {
  tag: string;
  value?: string;
  ind1?: string;
  ind2?: string;
  subf?: [string, string][];
}

export interface MarcRecord {
  leader: string;
  /** [tag, value] for control fields, [tag, indicators, code, value, code, value ...] for data fields. */
  fields: string[][];
  get(match: string | RegExp): MarcField[];
  mij(): { leader: string; fields: unknown[] };
}

interface Marcjs {
  Record: new () => MarcRecord;
  Iso2709Parser: { parse(data: Buffer): MarcRecord };
  MarcxmlFormater: { format(record: MarcRecord): string };
}

const marcjs = createRequire(import.meta.url)('marcjs') as Marcjs;

export function newRecord(leader: string, fields: string[][]): MarcRecord {
  const record = new marcjs.Record();
  record.leader = leader;
  record.fields = fields;
  return record;
}

/** Parses one ISO 2709 record whose data is UTF-8; marcjs needs a Buffer, never a string. */
export function parseUtf8Iso2709(data: Buffer): MarcRecord {
  return marcjs.Iso2709Parser.parse(data);
}

export function toMarcxml(record: MarcRecord): string {
  return marcjs.MarcxmlFormater.format(record).trim();
}
