import { MarcError } from './iso2709.ts';
import { type MarcRecord, newRecord } from './marcjs.ts';

/** MARC-in-JSON (the format pymarc and marcjs write): one record object, or a list of them. */

type Json = Record<string, unknown>;

export function mijRecords(text: string): unknown[] {
  const parsed = JSON.parse(text) as unknown;
  return Array.isArray(parsed) ? parsed : [parsed];
}

export function recordFromMij(value: unknown): MarcRecord {
  if (!value || typeof value !== 'object') throw new MarcError('record is not a JSON object');
  const { leader, fields } = value as Json;
  if (typeof leader !== 'string' || leader.length !== 24)
    throw new MarcError('leader is missing or not 24 characters long');
  if (!Array.isArray(fields)) throw new MarcError('record has no fields list');
  const out: string[][] = [];
  for (const field of fields as unknown[]) {
    const [entry] = Object.entries((field ?? {}) as Json);
    if (!entry) throw new MarcError('empty field object');
    const [tag, content] = entry;
    if (!/^[0-9A-Za-z]{3}$/.test(tag)) throw new MarcError(`tag '${tag}' is not three letters or digits`);
    if (typeof content === 'string') {
      out.push([tag, content.normalize('NFC')]);
      continue;
    }
    const data = (content ?? {}) as Json;
    const indicators = `${String(data.ind1 ?? ' ')}${String(data.ind2 ?? ' ')}`;
    if (!/^[0-9a-z ]{2}$/.test(indicators))
      throw new MarcError(`field ${tag}: indicators '${indicators}' are not letters, digits or blanks`);
    const row = [tag, indicators];
    for (const sub of (Array.isArray(data.subfields) ? data.subfields : []) as Json[]) {
      for (const [code, text] of Object.entries(sub ?? {})) {
        if (!/^[0-9a-z]$/.test(code))
          throw new MarcError(`field ${tag}: subfield code '${code}' is not a lower-case letter or digit`);
        row.push(code, String(text).normalize('NFC'));
      }
    }
    out.push(row);
  }
  return newRecord(leader, out);
}
