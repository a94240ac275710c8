import type { MarcField } from '@trove/contracts';
import { marcxmlRecords, recordFromMarcxml } from '@trove/marc';
import { marcFieldsOf } from '../raw-records.ts';
import { xmlText } from './xml-text.ts';

/**
 * A work's stored MARCXML as OAI-PMH's marc21 format (MARC21slim, ADR 052). The record is read
 * and written again rather than copied, so what goes out is one `<marc:record>` that the schema
 * accepts: the leader's fixed positions set as MARC 21 has them, fields the schema cannot hold
 * (bad tags, a data field without subfields) left out.
 */

export const MARC21 = {
  prefix: 'marc21',
  schema: 'http://www.loc.gov/standards/marcxml/schema/MARC21slim.xsd',
  namespace: 'http://www.loc.gov/MARC21/slim',
} as const;

/** Each leader position as MARC21slim's leader pattern allows it, anything else made a space. */
export function schemaLeader(leader: string): string {
  const chars = leader.padEnd(24, ' ').slice(0, 24).split('');
  const keep = (i: number, allowed: RegExp, fallback = ' ') => {
    chars[i] = allowed.test(chars[i] ?? '') ? (chars[i] ?? fallback) : fallback;
  };
  for (const i of [0, 1, 2, 3, 4, 12, 13, 14, 15, 16]) keep(i, /^[\d ]$/);
  for (const i of [5, 7, 8, 9, 17, 18, 19]) keep(i, /^[\dA-Za-z ]$/);
  keep(6, /^[\dA-Za-z]$/, 'a');
  chars[10] = '2';
  chars[11] = '2';
  return `${chars.slice(0, 20).join('')}4500`;
}

const CONTROL_TAG = /^00[1-9A-Za-z]$/;
const DATA_TAG =
  /^(0([1-9A-Z][0-9A-Z])|0([1-9a-z][0-9a-z]))$|^(([1-9A-Z][0-9A-Z]{2})|([1-9a-z][0-9a-z]{2}))$/;
const SUBFIELD_CODE = /^[\dA-Za-z!"#$%&'()*+,\-./:;<=>?{}_^`~[\]\\]$/;
const indicator = (value: string | null) => (value !== null && /^[\da-z ]$/.test(value) ? value : ' ');

function dataField(field: MarcField): Record<string, unknown> | null {
  if (!DATA_TAG.test(field.tag)) return null;
  const subfields = field.subfields
    .filter((s) => SUBFIELD_CODE.test(s.code))
    .map((s) => ({ '@_code': s.code, '#text': xmlText(s.value) }));
  if (subfields.length === 0) return null;
  return {
    '@_tag': field.tag,
    '@_ind1': indicator(field.ind1),
    '@_ind2': indicator(field.ind2),
    'marc:subfield': subfields,
  };
}

/** The builder's object for `<marc:record>`; null when the stored text holds no readable record. */
export function marcRecordXml(raw: string): Record<string, unknown> | null {
  let record;
  try {
    const [node] = marcxmlRecords(raw);
    if (!node) return null;
    record = recordFromMarcxml(node);
  } catch {
    return null;
  }
  const fields = marcFieldsOf(record);
  const controls = fields
    .filter((f) => f.value !== null && CONTROL_TAG.test(f.tag))
    .map((f) => ({ '@_tag': f.tag, '#text': xmlText(f.value ?? '') }));
  const data = fields.flatMap((f) => {
    if (f.value !== null) return [];
    const built = dataField(f);
    return built ? [built] : [];
  });
  return {
    'marc:record': {
      '@_xmlns:marc': MARC21.namespace,
      '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      '@_xsi:schemaLocation': `${MARC21.namespace} ${MARC21.schema}`,
      '@_type': 'Bibliographic',
      'marc:leader': schemaLeader(record.leader),
      ...(controls.length > 0 ? { 'marc:controlfield': controls } : {}),
      ...(data.length > 0 ? { 'marc:datafield': data } : {}),
    },
  };
}
