import { XMLBuilder } from 'fast-xml-parser';
import type { OaiError } from './oai-arguments.ts';
import { xmlText } from './xml-text.ts';

/**
 * The OAI-PMH answer document (OAI-PMH 2.0 §3.2), written with fast-xml-parser's builder, which
 * escapes every text and attribute value. Bodies are the builder's objects: '@_name' for an
 * attribute, '#text' for text.
 */

const OAI_NAMESPACE = 'http://www.openarchives.org/OAI/2.0/';
const OAI_SCHEMA = 'http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd';

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  suppressEmptyNode: false,
  processEntities: true,
});

export type OaiBody = { error: OaiError[] } | { verb: string; content: Record<string, unknown> };

export interface OaiAnswer {
  responseDate: Date;
  /** The base URL the request was made to. */
  baseUrl: string;
  /** The request's arguments, echoed as attributes; null after badVerb or badArgument (§3.6). */
  echo: Record<string, string> | null;
  body: OaiBody;
}

const utcSeconds = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

export function oaiDocument(answer: OaiAnswer): string {
  const request: Record<string, unknown> = { '#text': answer.baseUrl };
  for (const [name, value] of Object.entries(answer.echo ?? {})) request[`@_${name}`] = xmlText(value);
  const body =
    'error' in answer.body
      ? { error: answer.body.error.map((e) => ({ '@_code': e.code, '#text': xmlText(e.message) })) }
      : { [answer.body.verb]: answer.body.content };
  const document = {
    'OAI-PMH': {
      '@_xmlns': OAI_NAMESPACE,
      '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      '@_xsi:schemaLocation': `${OAI_NAMESPACE} ${OAI_SCHEMA}`,
      responseDate: utcSeconds(answer.responseDate),
      request,
      ...body,
    },
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(document) as string}\n`;
}

export { utcSeconds };
