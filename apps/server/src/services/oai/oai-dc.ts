import { fromJson } from '@trove/db';
import type { HarvestArticle, HarvestList, HarvestPerson, HarvestWork } from '@trove/db';
import { xmlText } from './xml-text.ts';

/**
 * Simple Dublin Core of each record kind (ADR 052), as the oai_dc container the builder writes.
 * Every record names its page on this site as a dc:identifier, so a harvester can link back.
 */

export const OAI_DC = {
  prefix: 'oai_dc',
  schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd',
  namespace: 'http://www.openarchives.org/OAI/2.0/oai_dc/',
} as const;

const DC_NAMESPACE = 'http://purl.org/dc/elements/1.1/';

type DcElement =
  | 'title'
  | 'creator'
  | 'subject'
  | 'description'
  | 'publisher'
  | 'contributor'
  | 'date'
  | 'type'
  | 'format'
  | 'identifier'
  | 'source'
  | 'language'
  | 'relation'
  | 'coverage'
  | 'rights';

type DcFields = Partial<Record<DcElement, (string | null | undefined)[]>>;

/** The builder's object for `<oai_dc:dc>`, empty values left out, the 15 elements in their order. */
function container(fields: DcFields): Record<string, unknown> {
  const dc: Record<string, unknown> = {
    '@_xmlns:oai_dc': OAI_DC.namespace,
    '@_xmlns:dc': DC_NAMESPACE,
    '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
    '@_xsi:schemaLocation': `${OAI_DC.namespace} ${OAI_DC.schema}`,
  };
  for (const [element, values] of Object.entries(fields)) {
    const kept = (values ?? []).flatMap((v) => {
      const text = v === null || v === undefined ? '' : xmlText(v).trim();
      return text === '' ? [] : [text];
    });
    if (kept.length > 0) dc[`dc:${element}`] = kept;
  }
  return { 'oai_dc:dc': dc };
}

const list = (json: string | null): string[] =>
  fromJson<unknown[]>(json, []).flatMap((v) => (typeof v === 'string' ? [v] : []));

function years(start: number | null, end: number | null): string | null {
  if (start === null) return null;
  return end !== null && end !== start ? `${start}-${end}` : String(start);
}

function identifiersOf(json: string | null): string[] {
  const byScheme = fromJson<Record<string, unknown>>(json, {});
  if (typeof byScheme !== 'object' || byScheme === null || Array.isArray(byScheme)) return [];
  return Object.entries(byScheme).flatMap(([scheme, value]) =>
    [value]
      .flat()
      .flatMap((v) => (typeof v === 'string' && v !== '' ? [`${scheme.toUpperCase()} ${v}`] : [])),
  );
}

export function workDc(work: HarvestWork, pageUrl: string): Record<string, unknown> {
  return container({
    title: [work.title],
    creator: list(work.creators),
    subject: list(work.subjects),
    description: [work.summary],
    publisher: [work.publisher],
    date: [years(work.yearStart, work.yearEnd)],
    type: list(work.formats).length > 0 ? list(work.formats) : [work.primaryFormat],
    identifier: [pageUrl, ...identifiersOf(work.identifiers)],
    language: list(work.languages),
  });
}

export function personDc(person: HarvestPerson, pageUrl: string): Record<string, unknown> {
  const life = [person.birthDate, person.deathDate].some(Boolean)
    ? `${person.birthDate ?? ''}/${person.deathDate ?? ''}`
    : null;
  return container({
    title: [person.displayName],
    type: [person.entityType === 'organisation' ? 'Organisation' : 'Person'],
    date: [life],
    subject: list(person.occupations),
    description: [person.biography],
    identifier: [pageUrl],
  });
}

export function articleDc(article: HarvestArticle, pageUrl: string): Record<string, unknown> {
  const kind = article.titleKind === 'gazette' ? 'Gazette notice' : 'Newspaper article';
  return container({
    title: [article.heading],
    type: [kind, article.category],
    date: [article.date],
    source: [article.titleName, article.page ? `Page ${article.page}` : null],
    identifier: [pageUrl, article.troveUrl],
  });
}

export function listDc(list: HarvestList, pageUrl: string): Record<string, unknown> {
  return container({
    title: [list.title],
    creator: [list.ownerName],
    description: [list.description, `${list.itemCount} items`],
    date: [list.createdAt.slice(0, 10)],
    type: ['Collection'],
    identifier: [pageUrl],
  });
}
