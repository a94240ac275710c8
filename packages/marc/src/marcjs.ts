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

/** marcjs compiles a tag pattern on every call and every field; an importer asks ~40 times a record. */
const patterns = new Map<string, RegExp>();
function patternOf(match: string | RegExp): RegExp {
  if (typeof match !== 'string') return match;
  let pattern = patterns.get(match);
  if (!pattern) patterns.set(match, (pattern = new RegExp(match)));
  return pattern;
}

/** marcjs's Record.get, with the tag pattern compiled once. */
function get(this: MarcRecord, match: string | RegExp): MarcField[] {
  const pattern = patternOf(match);
  const found: MarcField[] = [];
  for (const field of this.fields) {
    if (!pattern.test(field[0]!)) continue;
    if (field.length === 2) {
      found.push({ tag: field[0]!, value: field[1]! });
      continue;
    }
    const subf: [string, string][] = [];
    for (let i = 2; i < field.length; i += 2) subf.push([field[i]!, field[i + 1]!]);
    found.push({ tag: field[0]!, ind1: field[1]!.substring(0, 1), ind2: field[1]!.substring(1), subf });
  }
  return found;
}

export function newRecord(leader: string, fields: string[][]): MarcRecord {
  const record = new marcjs.Record();
  record.leader = leader;
  record.fields = fields;
  record.get = get;
  return record;
}

/** Parses one ISO 2709 record whose data is UTF-8; marcjs needs a Buffer, never a string. */
export function parseUtf8Iso2709(data: Buffer): MarcRecord {
  return marcjs.Iso2709Parser.parse(data);
}

export function toMarcxml(record: MarcRecord): string {
  return marcjs.MarcxmlFormater.format(record).trim();
}
