import type { MarcField, MarcRecord } from '@trove/marc';

/**
 * Related resources of a MARC record (spec 02 §2 Action panel; ADR 011), stored in the version's
 * details under `related`, `relatedMaterials` and `contents`, where the record service reads them.
 */

export interface StoredRelatedEntry {
  group: 'parts' | 'relatedTo';
  relation: string;
  title: string;
  note: string | null;
  /** Linked record control numbers from $w, as 'ORG:number' ('(AuCNL)7836120' -> 'AuCNL:7836120'). */
  recordIds: string[];
}

// Linking entry fields (MARC 76x-78x and 773/774) and how the page names the relation.
const LINKS: Record<string, { group: StoredRelatedEntry['group']; relation: string }> = {
  '760': { group: 'parts', relation: 'Main series' },
  '762': { group: 'parts', relation: 'Subseries' },
  '773': { group: 'parts', relation: 'Part of' },
  '774': { group: 'parts', relation: 'Contains' },
  '765': { group: 'relatedTo', relation: 'Translation of' },
  '767': { group: 'relatedTo', relation: 'Translated as' },
  '770': { group: 'relatedTo', relation: 'Supplement' },
  '772': { group: 'relatedTo', relation: 'Supplement to' },
  '775': { group: 'relatedTo', relation: 'Other edition' },
  '776': { group: 'relatedTo', relation: 'Also issued as' },
  '777': { group: 'relatedTo', relation: 'Issued with' },
  '780': { group: 'relatedTo', relation: 'Preceded by' },
  '785': { group: 'relatedTo', relation: 'Succeeded by' },
  '786': { group: 'relatedTo', relation: 'Data source' },
  '787': { group: 'relatedTo', relation: 'Related to' },
};

const sub = (field: MarcField, code: string) =>
  (field.subf ?? [])
    .filter(([c]) => c === code)
    .map(([, v]) => v.trim())
    .filter(Boolean);
const clean = (value: string) =>
  value
    .replace(/\s*(--|[:;,/.])\s*$/, '')
    .replace(/\s*[:;,/.]\s*$/, '')
    .trim();

/** '(AuCNL)7836120' -> 'AuCNL:7836120'; '(DLC)   84640865' -> 'DLC:84640865'. */
export function linkedRecordId(w: string): string | null {
  const match = /^\(([^)]+)\)\s*(.+)$/.exec(w.trim());
  if (!match) return null;
  const number = match[2]!.replace(/\s+/g, '');
  return number ? `${match[1]}:${number}` : null;
}

export function relatedEntries(record: MarcRecord): StoredRelatedEntry[] {
  return record.get('^7[678][0-9]$').flatMap((field) => {
    const link = LINKS[field.tag];
    if (!link) return [];
    const title = clean(sub(field, 't')[0] ?? sub(field, 'a')[0] ?? sub(field, 'c')[0] ?? '');
    if (!title) return [];
    const display = clean(sub(field, 'i')[0] ?? '');
    const note = [
      ...sub(field, 'b'),
      ...sub(field, 'd'),
      ...sub(field, 'g'),
      ...sub(field, 'x').map((x) => `ISSN ${x}`),
      ...sub(field, 'z').map((z) => `ISBN ${z}`),
    ]
      .map(clean)
      .filter(Boolean)
      .join(', ');
    return [
      {
        group: link.group,
        relation: display || link.relation,
        title,
        note: note || null,
        recordIds: sub(field, 'w').flatMap((w) => linkedRecordId(w) ?? []),
      },
    ];
  });
}

/** MARC 856 with second indicator 2: a related resource (table of contents, description), not the item. */
export const isRelatedMaterial = (field: MarcField) => field.ind2 === '2';

export function relatedMaterials(record: MarcRecord): { url: string; linkText: string | null }[] {
  return record
    .get('^856$')
    .filter(isRelatedMaterial)
    .flatMap((f) => {
      const url = sub(f, 'u')[0];
      const text = sub(f, '3')[0] ?? sub(f, 'y')[0] ?? sub(f, 'z')[0] ?? null;
      // A thumbnail is an image of the item, not a related resource.
      if (!url || /^thumbnail$/i.test(text ?? '')) return [];
      return [{ url, linkText: text }];
    });
}

/** MARC 505 contents notes split into their parts ('Pt. 1 -- Pt. 2'). */
export function contentsOf(record: MarcRecord): string[] {
  return record
    .get('^505$')
    .flatMap((f) => [...sub(f, 'a'), ...sub(f, 't')])
    .flatMap((text) => text.split(/\s+--\s+/))
    .map(clean)
    .filter(Boolean);
}
