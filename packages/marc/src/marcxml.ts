import { XMLParser } from 'fast-xml-parser';
import { type Warn, badIndicators, badSubfieldCode, indicatorsOf, isSubfieldCode } from './field-rules.ts';
import { MarcError } from './iso2709.ts';
import { type MarcRecord, newRecord } from './marcjs.ts';

/**
 * MARCXML (a <collection> of <record>s or a single <record>, with or without a namespace
 * prefix) read with fast-xml-parser into marcjs records; each record is checked on its own.
 */

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  // Numeric character references (&#xE9;) are XML; the parser decodes them only with this on.
  htmlEntities: true,
  isArray: (name) => ['record', 'controlfield', 'datafield', 'subfield'].includes(name),
});

const text = (node: unknown): string => {
  if (typeof node === 'string') return node;
  if (node && typeof node === 'object' && '#text' in node) return String((node as Node)['#text']);
  return '';
};

/** Every <record> element of a MARCXML document, in order. */
export function marcxmlRecords(xml: string): Node[] {
  const doc = parser.parse(xml) as Node;
  const collection = doc.collection as Node | undefined;
  return ((collection?.record ?? doc.record ?? []) as Node[]).filter((r) => r && typeof r === 'object');
}

/** MARCXML records inside SQL string literals ('' for '), as Evergreen's sample data holds them. */
export function marcxmlRecordsInSql(sql: string): Node[] {
  const found = sql.match(/<record[\s>][\s\S]*?<\/record>/g) ?? [];
  return found.flatMap((xml) => marcxmlRecords(xml.replace(/''/g, "'")));
}

/** One <record> element as a record; what was repaired on the way is told to `warn`. */
export function recordFromMarcxml(node: Node, warn: Warn = () => undefined): MarcRecord {
  const leader = text(node.leader);
  if (leader.length !== 24) throw new MarcError(`leader is ${leader.length} characters long, not 24`);
  const fields: string[][] = [];
  for (const control of (node.controlfield ?? []) as Node[]) {
    const tag = String(control['@tag'] ?? '');
    if (!/^00[0-9A-Za-z]$/.test(tag)) throw new MarcError(`control field tag '${tag}' is not 001-009`);
    fields.push([tag, text(control).normalize('NFC')]);
  }
  for (const data of (node.datafield ?? []) as Node[]) {
    const tag = String(data['@tag'] ?? '');
    if (!/^[0-9A-Za-z]{3}$/.test(tag))
      throw new MarcError(`data field tag '${tag}' is not three letters or digits`);
    const raw = `${String(data['@ind1'] || ' ')}${String(data['@ind2'] || ' ')}`;
    const indicators = indicatorsOf(raw, tag, warn);
    if (indicators === null) throw new MarcError(badIndicators(tag, raw));
    const field = [tag, indicators];
    for (const sub of (data.subfield ?? []) as Node[]) {
      const code = String(sub['@code'] ?? '');
      if (!isSubfieldCode(code)) throw new MarcError(badSubfieldCode(tag, code));
      field.push(code, text(sub).normalize('NFC'));
    }
    fields.push(field);
  }
  // Control fields first, then data fields, each in tag order as MARC expects.
  fields.sort((a, b) => (a[0]! < b[0]! ? -1 : a[0]! > b[0]! ? 1 : 0));
  return newRecord(leader, fields);
}
