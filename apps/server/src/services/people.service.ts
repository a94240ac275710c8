import {
  PERSON_RESOURCE_LIMITS,
  type Person,
  type PersonResource,
  type PersonResources,
  type PersonResourcesQuery,
  languageName,
} from '@trove/contracts';
import { type ResourceRows, fromJson } from '@trove/db';
import type { ServiceDeps } from '../deps.ts';
import { recordNotFound } from '../domain/errors.ts';
import { identifiersOf, strings, yearRange } from './works.service.ts';

const ENTITY_TYPES = ['person', 'corporatebody', 'family'] as const;

const firstString = (value: unknown): string | null => {
  const list = (Array.isArray(value) ? value : [value]).filter(
    (v): v is string => typeof v === 'string' && v.trim() !== '',
  );
  return list[0] ?? null;
};

/** The first language of a work, by name ('eng' -> 'English'). */
function firstLanguage(json: string): string | null {
  const code = firstString(fromJson<unknown[]>(json, []));
  return code ? languageName(code) : null;
}

/** A work row and its first version as one resource item of spec 02 §2. */
export function resourceItems(rows: ResourceRows): PersonResource[] {
  return rows.works.map((work) => {
    const version = rows.firstVersions.get(work.id);
    const details = fromJson<Record<string, unknown>>(version?.details, {});
    return {
      id: work.id,
      title: work.title,
      creator: firstString(fromJson<unknown[]>(work.creators, [])),
      format: work.primaryFormat ?? firstString(fromJson<unknown[]>(work.formats, [])),
      years: yearRange(work.yearStart, work.yearEnd),
      text: work.summary,
      series: firstString(details.series) ?? firstString(details.isPartOf),
      language: firstLanguage(work.languages),
      location: version?.place ?? null,
      thumb: work.thumbnailUrl,
      url: rows.urls.get(work.id) ?? null,
      partner: rows.partners.get(work.id) ?? [],
      relations: rows.relations.get(work.id) ?? [],
      links: rows.links.get(work.id) ?? [],
    };
  });
}

/**
 * GET /people/{id}/resources (ADR 013): one tab's page with every tab's count and the partners
 * sidebar. Deleted people keep their links: the page tells the visitor the record was deleted.
 */
export async function getPersonResources(
  deps: ServiceDeps<'people'>,
  rawId: string,
  personId: number,
  query: PersonResourcesQuery,
): Promise<PersonResources> {
  const { people } = deps.store;
  if (!(await people.personExists(personId))) throw recordNotFound('person', rawId);
  const { tab, startPos, pageSize } = query;
  const partners = [...new Set(query.partner)];
  const { selectedMax } = PERSON_RESOURCE_LIMITS;
  const [counts, sidebar] = await Promise.all([
    people.countPersonResources(personId, partners, selectedMax),
    people.readPersonPartners(personId),
  ]);
  const base = { personId, tab, startPos, pageSize, counts, partners: sidebar, selectedPartners: partners };
  if (tab === 'related') {
    const related = await people.readRelatedPeople(personId, { startPos, pageSize });
    return {
      ...base,
      total: counts.related,
      resources: [],
      names: related.map(({ person, shared }) => ({
        id: person.id,
        name: person.displayName,
        entityType: ENTITY_TYPES.find((t) => t === person.entityType) ?? 'person',
        birthDate: person.birthDate,
        deathDate: person.deathDate,
        shared,
      })),
    };
  }
  const page = await people.readResourcePage(personId, tab, partners, { startPos, pageSize, selectedMax });
  const rows = await people.readResourceRows(personId, page.workIds);
  return { ...base, total: page.total, resources: resourceItems(rows), names: [] };
}

/** GET /people/{id} (spec 02 §2): a person or organisation. */
export async function getPerson(
  deps: ServiceDeps<'people' | 'records'>,
  rawId: string,
  id: number,
): Promise<Person> {
  const record = await deps.store.records.readPerson(id);
  if (!record) throw recordNotFound('person', rawId);
  const { person } = record;
  const disambiguation = person.disambiguation === 1;
  const names = disambiguation ? await deps.store.people.readDisambiguationNames(id) : [];
  const entityType = ENTITY_TYPES.find((t) => t === person.entityType) ?? 'person';
  const identifiers = Object.fromEntries(
    Object.entries(identifiersOf(person.identifiers)).map(([k, v]) => [
      k,
      Array.isArray(v) ? v.join(', ') : v,
    ]),
  );
  return {
    id: person.id,
    primaryName: person.primaryName,
    primaryDisplayName: person.displayName,
    entityType,
    names: strings(person.alternativeNames),
    birthDate: person.birthDate,
    deathDate: person.deathDate,
    birthPlace: person.birthPlace,
    gender: person.gender,
    occupations: strings(person.occupations),
    // Biographies are stored as plain text; the page shows them as text.
    biographies: record.biographies.map((b) => ({
      id: b.id,
      org: b.contributorName,
      nuc: b.contributorNuc,
      bioghist: b.text,
      url: b.url,
      primary: b.isPrimary === 1,
    })),
    identifiers,
    thumbnailUrl: person.thumbnailUrl,
    deleted: person.deletedAt !== null,
    culturallySensitive: person.culturallySensitive === 1,
    synthetic: person.synthetic === 1,
    disambiguation,
    disambiguationNames: names.map((n) => ({ name: n.name, id: n.targetPersonId })),
  };
}
