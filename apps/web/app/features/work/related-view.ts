import { EMPTY_RELATED, type RelatedResources, type Version } from '@trove/contracts';

const unique = <T>(items: T[], key: (item: T) => string): T[] => {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(key(item)) && seen.add(key(item)));
};

/** A work's related resources: every edition's, each entry once, in edition order. */
export function workRelated(items: readonly Pick<Version, 'related'>[]): RelatedResources {
  const all = items.map((v) => v.related);
  const entryKey = (e: { relation: string; title: string }) => `${e.relation}\u0000${e.title}`;
  return {
    relatedMaterials: unique(
      all.flatMap((r) => r.relatedMaterials),
      (m) => m.url,
    ),
    parts: unique(
      all.flatMap((r) => r.parts),
      entryKey,
    ),
    relatedTo: unique(
      all.flatMap((r) => r.relatedTo),
      entryKey,
    ),
    contents: unique(
      all.flatMap((r) => r.contents),
      (c) => c,
    ),
  };
}

export const relatedOf = (version: Pick<Version, 'related'> | null | undefined, items: readonly Version[]) =>
  version ? version.related : items.length > 0 ? workRelated(items) : EMPTY_RELATED;
