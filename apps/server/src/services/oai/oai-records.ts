import type { HarvestHead } from '@trove/db';
import type { ServiceDeps } from '../../deps.ts';
import { MARC21, marcRecordXml } from './marcxml.ts';
import {
  type MetadataPrefix,
  type OaiSet,
  type RecordKind,
  datestampOf,
  oaiIdentifier,
  recordPath,
  setsOf,
} from './oai-catalogue.ts';
import { articleDc, listDc, personDc, workDc } from './oai-dc.ts';

/**
 * Headers and records of a page of harvested records (ADR 052): the fields of each kind read in
 * one query per kind, never one per record.
 */

export interface KindedHead {
  kind: RecordKind;
  head: HarvestHead;
}

export interface RecordContext {
  repository: string;
  /** The address the answer's links use. */
  siteUrl: string;
  sets: readonly OaiSet[];
}

export function headerXml(item: KindedHead, context: RecordContext): Record<string, unknown> {
  return {
    ...(item.head.deleted ? { '@_status': 'deleted' } : {}),
    identifier: oaiIdentifier(context.repository, item.kind, item.head.id),
    datestamp: datestampOf(item.head.stamp),
    ...(item.head.deleted ? {} : { setSpec: setsOf(item.head, item.kind, context.sets) }),
  };
}

type Metadata = Map<string, Record<string, unknown>>;
const keyOf = (kind: RecordKind, id: number) => `${kind}/${id}`;

/** The metadata of each live record of the page in the format, by `kind/id`. */
async function metadataOf(
  deps: ServiceDeps<'harvest'>,
  items: readonly KindedHead[],
  prefix: MetadataPrefix,
  siteUrl: string,
): Promise<Metadata> {
  const ids = (kind: RecordKind) =>
    items.filter((i) => i.kind === kind && !i.head.deleted).map((i) => i.head.id);
  const found: Metadata = new Map();
  const url = (kind: RecordKind, id: number) => `${siteUrl}${recordPath(kind, id)}`;
  if (prefix === MARC21.prefix) {
    for (const [workId, raw] of await deps.store.harvest.marcOfWorks(ids('work'))) {
      const record = marcRecordXml(raw);
      if (record) found.set(keyOf('work', workId), record);
    }
    return found;
  }
  for (const w of await deps.store.harvest.harvestWorks(ids('work')))
    found.set(keyOf('work', w.id), workDc(w, url('work', w.id)));
  for (const p of await deps.store.harvest.harvestPeople(ids('person')))
    found.set(keyOf('person', p.id), personDc(p, url('person', p.id)));
  for (const a of await deps.store.harvest.harvestArticles(ids('article')))
    found.set(keyOf('article', a.id), articleDc(a, url('article', a.id)));
  for (const l of await deps.store.harvest.harvestLists(ids('list')))
    found.set(keyOf('list', l.id), listDc(l, url('list', l.id)));
  return found;
}

/**
 * The `<record>`s of the page: a deleted record is its header alone. A live record whose metadata
 * cannot be had in the format (its MARC unreadable, a list turned private since the page was
 * read) is left out rather than sent without it.
 */
export async function recordsXml(
  deps: ServiceDeps<'harvest'>,
  items: readonly KindedHead[],
  prefix: MetadataPrefix,
  context: RecordContext,
): Promise<Record<string, unknown>[]> {
  const metadata = await metadataOf(deps, items, prefix, context.siteUrl);
  return items.flatMap((item) => {
    const header = headerXml(item, context);
    if (item.head.deleted) return [{ header }];
    const found = metadata.get(keyOf(item.kind, item.head.id));
    return found ? [{ header, metadata: found }] : [];
  });
}
