import { XMLParser } from 'fast-xml-parser';
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

export function recordFromMarcxml(node: Node): MarcRecord {
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
    const indicators = `${String(data['@ind1'] ?? ' ')}${String(data['@ind2'] ?? ' ')}`;
    if (!/^[0-9a-z ]{2}$/.test(indicators))
      throw new MarcError(`field ${tag}: indicators '${indicators}' are not letters, digits or blanks`);
    const field = [tag, indicators];
    for (const sub of (data.subfield ?? []) as Node[]) {
      const code = String(sub['@code'] ?? '');
      if (!/^[0-9a-z]$/.test(code))
        throw new MarcError(`field ${tag}: subfield code '${code}' is not a lower-case letter or digit`);
      field.push(code, text(sub).normalize('NFC'));
    }
    fields.push(field);
  }
  // Control fields first, then data fields, each in tag order as MARC expects.
  fields.sort((a, b) => (a[0]! < b[0]! ? -1 : a[0]! > b[0]! ? 1 : 0));
  return newRecord(leader, fields);
}
