import type { V3HoldingRow, V3LinkRow, V3ListRow, V3PersonRow, V3VersionRow, V3WorkRow } from '@trove/db';
import { type ArticleContext, contributionsOf, v3Time } from './present-article.ts';
import { type V3Object, listOf, objectOf } from './v3-value.ts';

/** Works, people and lists as v3 gives them (ADR 051); articles are in present-article.ts. */

/** The same context as an article's: where links point, what was asked for, the public contributions. */
export type RecordContext = ArticleContext;

export interface WorkParts {
  versions: readonly V3VersionRow[];
  links: readonly V3LinkRow[];
  holdings: readonly V3HoldingRow[];
}

/** v3's link types: a digitised copy is fulltext, a cover or picture a thumbnail. */
function linktypeOf(link: V3LinkRow): string {
  if (link.accessType === 'r' || link.accessType === 's') return 'restricted';
  if (link.accessType === 'u') return 'unknown';
  return 'fulltext';
}

function issuedOf(work: V3WorkRow): string | null {
  if (work.yearStart === null) return null;
  return work.yearEnd !== null && work.yearEnd !== work.yearStart
    ? `${work.yearStart}-${work.yearEnd}`
    : String(work.yearStart);
}

export function presentWork(work: V3WorkRow, parts: WorkParts, ctx: RecordContext): V3Object {
  const versionIds = new Set(parts.versions.map((v) => v.id));
  const holdings = parts.holdings.filter((h) => versionIds.has(h.versionId));
  const identifiers: V3Object[] = parts.links
    .filter((l) => versionIds.has(l.versionId))
    .map((l) => ({ type: 'url', linktype: linktypeOf(l), linktext: l.linkText, value: l.url }));
  if (work.thumbnailUrl) identifiers.push({ type: 'url', linktype: 'thumbnail', value: work.thumbnailUrl });
  const formats = listOf(work.formats);
  const out: V3Object = {
    id: String(work.id),
    url: `${ctx.apiUrl}/work/${work.id}`,
    troveUrl: `${ctx.siteUrl}/work/${work.id}`,
    title: work.title,
    contributor: listOf(work.creators),
    issued: issuedOf(work),
    type: formats.length > 0 ? formats : work.primaryFormat ? [work.primaryFormat] : [],
    holdingsCount: String(new Set(holdings.map((h) => h.nuc)).size),
    versionCount: String(parts.versions.length),
  };
  if (ctx.reclevel === 'full') {
    Object.assign(out, {
      subject: listOf(work.subjects),
      abstract: work.summary ? [work.summary] : [],
      language: listOf(work.languages),
      tagCount: String(ctx.tags.length),
      commentCount: String(ctx.comments.length),
      listCount: String(ctx.lists.length),
    });
  }
  // v3 gives a work's links in brief answers too: harvesters read fulltext and thumbnail from them.
  out.identifier = identifiers;
  if (ctx.include.includes('holdings'))
    out.holding = holdings.map((h) => ({ nuc: h.nuc, name: h.name, callNumber: h.callNumber, url: h.url }));
  if (ctx.include.includes('workversions')) out.version = parts.versions.map((v) => presentVersion(v, parts));
  Object.assign(out, contributionsOf(ctx, ctx.apiUrl));
  return out;
}

function presentVersion(version: V3VersionRow, parts: WorkParts): V3Object {
  const ids = objectOf(version.identifiers);
  const isbn = ([] as unknown[]).concat(ids.isbn ?? []).filter((v): v is string => typeof v === 'string');
  return {
    id: String(version.id),
    type: version.format ? [version.format] : [],
    issued: version.date ?? (version.year === null ? null : String(version.year)),
    holdingsCount: String(parts.holdings.filter((h) => h.versionId === version.id).length),
    record: [
      {
        title: version.title,
        creator: listOf(version.creators),
        contributor: listOf(version.contributors),
        publisher: version.publisher,
        place: version.place,
        language: listOf(version.languages),
        isbn,
      },
    ],
  };
}

const ENTITY_TYPES: Record<string, string> = {
  person: 'Person',
  corporatebody: 'Organisation',
  family: 'Family',
};

export function presentPerson(person: V3PersonRow, ctx: RecordContext): V3Object {
  const out: V3Object = {
    id: String(person.id),
    url: `${ctx.apiUrl}/people/${person.id}`,
    troveUrl: `${ctx.siteUrl}/people/${person.id}`,
    type: ENTITY_TYPES[person.entityType] ?? person.entityType,
    primaryName: person.primaryName,
    primaryDisplayName: person.displayName,
    occupation: listOf(person.occupations),
  };
  if (ctx.reclevel === 'full') {
    Object.assign(out, {
      alternateName: listOf(person.alternativeNames),
      birth: person.birthDate ? { date: person.birthDate, place: person.birthPlace } : null,
      death: person.deathDate ? { date: person.deathDate } : null,
      gender: person.gender,
      biography: person.biography ? [{ value: person.biography }] : [],
      thumbnailUrl: person.thumbnailUrl,
      tagCount: String(ctx.tags.length),
      commentCount: String(ctx.comments.length),
      listCount: String(ctx.lists.length),
    });
  }
  Object.assign(out, contributionsOf(ctx, ctx.apiUrl));
  return out;
}

export function presentList(
  list: V3ListRow,
  ctx: Pick<RecordContext, 'apiUrl' | 'siteUrl' | 'reclevel'>,
): V3Object {
  const out: V3Object = {
    id: String(list.id),
    url: `${ctx.apiUrl}/list/${list.id}`,
    troveUrl: `${ctx.siteUrl}/list/${list.id}`,
    title: list.title,
    creator: `public:${list.ownerUsername}`,
    listItemCount: String(list.itemCount),
    identifier: list.thumbnailUrl ? [{ type: 'url', linktype: 'thumbnail', value: list.thumbnailUrl }] : [],
  };
  if (ctx.reclevel === 'full') {
    Object.assign(out, {
      description: list.description,
      date: { created: v3Time(list.createdAt), lastupdated: v3Time(list.updatedAt) },
    });
  }
  return out;
}
