import { XMLBuilder } from 'fast-xml-parser';
import type { V3Encoding } from '@trove/contracts';
import type { V3Object, V3Value } from '../services/v3/v3-value.ts';

/**
 * A v3 answer as JSON or XML (ADR 051). The XML mirrors the JSON under a <response> root: a list is
 * its element repeated, and a record's id and url, a category's code and name and the records'
 * paging (s, n, total, nextStart) are attributes, as in v3's XML.
 */

const ATTRIBUTES = new Set(['id', 'url', 'code', 's', 'n', 'total', 'nextStart']);
const PREFIX = '@_';

const builder = new XMLBuilder({
  attributeNamePrefix: PREFIX,
  ignoreAttributes: false,
  format: false,
  suppressEmptyNode: true,
  processEntities: true,
});

/** Element names v3's keys would not make valid (a key from data, never from us, is prefixed). */
function elementName(key: string): string {
  return /^[A-Za-z_][\w.-]*$/.test(key) ? key : `_${key.replace(/[^\w.-]/g, '_')}`;
}

/** A category's name sits beside its code as an attribute; every other name is an element. */
const isAttribute = (key: string, owner: V3Object) =>
  ATTRIBUTES.has(key) || (key === 'name' && 'code' in owner);

function forXml(value: V3Value): unknown {
  if (Array.isArray(value)) return value.map(forXml);
  if (value === null || value === undefined || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const scalar = v === null || typeof v !== 'object';
    if (scalar && isAttribute(key, value)) out[`${PREFIX}${key}`] = v;
    else out[elementName(key)] = forXml(v);
  }
  return out;
}

export function toXml(body: V3Object, root = 'response'): string {
  const inner = builder.build({ [root]: forXml(body) });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${String(inner)}`;
}

export const CONTENT_TYPES: Record<V3Encoding, string> = {
  json: 'application/json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
};

export function encode(body: V3Object, encoding: V3Encoding): string {
  return encoding === 'xml' ? toXml(body) : JSON.stringify(body);
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  410: 'Gone',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** v3's error body: `{ statusCode, statusText, description }`, as JSON or as XML under <error>. */
export function errorBody(status: number, description: string, encoding: V3Encoding): string {
  const body: V3Object = { statusCode: status, statusText: STATUS_TEXT[status] ?? 'Error', description };
  return encoding === 'xml'
    ? `<?xml version="1.0" encoding="UTF-8"?>\n${String(builder.build({ error: body }))}`
    : JSON.stringify(body);
}
