import type { RelatedEntry, RelatedResources, Version } from '@trove/contracts';
import { type Store, fromJson } from '@trove/db';

/**
 * Related resources of an edition (spec 02 §2; ADR 011) from the details the MARC importer stores:
 * `related` (linking entries), `relatedMaterials` (856 second indicator 2) and `contents` (505).
 */

/** Detail keys shown under Related resources rather than in the Details list. */
export const RELATED_DETAIL_KEYS = new Set(['related', 'relatedMaterials', 'contents']);

interface StoredEntry {
  group: 'parts' | 'relatedTo';
  relation: string;
  title: string;
  note: string | null;
  recordIds: string[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

function storedEntries(value: unknown): StoredEntry[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).flatMap((e) => {
    const title = text(e.title);
    const relation = text(e.relation);
    if (!title || !relation) return [];
    const ids = Array.isArray(e.recordIds)
      ? e.recordIds.filter((i): i is string => typeof i === 'string')
      : [];
    return [
      {
        group: e.group === 'parts' ? 'parts' : 'relatedTo',
        relation,
        title,
        note: text(e.note),
        recordIds: ids,
      },
    ];
  });
}

/** The related resources stored with a version, each entry not yet linked to a work. */
export function storedRelated(detailsJson: string): { related: RelatedResources; recordIds: string[][] } {
  const details = fromJson<Record<string, unknown>>(detailsJson, {});
  const entries = storedEntries(details.related);
  const materials = Array.isArray(details.relatedMaterials) ? details.relatedMaterials.filter(isObject) : [];
  const contents = Array.isArray(details.contents)
    ? details.contents
    : details.contents
      ? [details.contents]
      : [];
  const toEntry = (e: StoredEntry): RelatedEntry => ({
    relation: e.relation,
    title: e.title,
    note: e.note,
    workId: null,
  });
  const parts = entries.filter((e) => e.group === 'parts');
  const relatedTo = entries.filter((e) => e.group === 'relatedTo');
  return {
    related: {
      relatedMaterials: materials.flatMap((m) => {
        const url = text(m.url);
        return url ? [{ url, linkText: text(m.linkText) }] : [];
      }),
      parts: parts.map(toEntry),
      relatedTo: relatedTo.map(toEntry),
      contents: contents.flatMap((c) => text(c) ?? []),
    },
    recordIds: [...parts, ...relatedTo].map((e) => e.recordIds),
  };
}

// The national library's catalogue goes by several codes; its records are stored under any of them.
const NLA_CODES = ['AuCNL', 'ANL', 'AuCNLKIN', 'AKIN'];

/** Stored source ids a linked record id may have been saved under. */
export function sourceIdCandidates(recordId: string): string[] {
  const [code, number] = recordId.split(':');
  if (!code || !number) return [];
  return NLA_CODES.includes(code) ? NLA_CODES.map((c) => `${c}:${number}`) : [recordId];
}

/**
 * Links each version's related entries to works of this portal: by the linked record's id first,
 * then by exact title; entries we do not hold stay text (workId null). One query for all versions.
 */
export async function linkRelated(
  store: Pick<Store, 'works'>,
  versions: { version: Version; detailsJson: string }[],
): Promise<Version[]> {
  const stored = versions.map((v) => storedRelated(v.detailsJson));
  const sourceIds = [...new Set(stored.flatMap((s) => s.recordIds.flat().flatMap(sourceIdCandidates)))];
  const titles = [
    ...new Set(stored.flatMap((s) => [...s.related.parts, ...s.related.relatedTo].map((e) => e.title))),
  ];
  const found = await store.works.findRelatedWorks({ sourceIds, titles });
  return versions.map(({ version }, i) => {
    const { related, recordIds } = stored[i]!;
    const link = (entry: RelatedEntry, ids: string[]): RelatedEntry => {
      const byId = ids
        .flatMap(sourceIdCandidates)
        .map((id) => found.bySourceId.get(id))
        .find((w) => w !== undefined);
      return { ...entry, workId: byId ?? found.byTitle.get(entry.title) ?? null };
    };
    const parts = related.parts.map((e, j) => link(e, recordIds[j] ?? []));
    const relatedTo = related.relatedTo.map((e, j) => link(e, recordIds[related.parts.length + j] ?? []));
    return { ...version, related: { ...related, parts, relatedTo } };
  });
}
