import type { ListItem, ListItemType, ListUser } from '@trove/contracts';
import {
  type ItemRecords,
  type ItemTargets,
  type ListItemRow,
  type ListItemTarget,
  fromJson,
  htmlToText,
} from '@trove/db';
import type { ServiceDeps } from '../deps.ts';
import { clip } from '../content/featured.ts';
import { type ListStanding, itemRights } from './lists-policy.ts';
import { yearRange } from './works.service.ts';

/**
 * List items as the list page, the manage page and exports show them (spec 03 §3 List item; ADR
 * 038): every type, with its record's facts read in a few batched queries, so a list of thousands
 * presents in one pass. A record that is gone leaves its item `missing`.
 */

/** Who is looking at the items, and who is still on the list (the note rule reads it). */
export interface ItemViewer {
  callerId: number | null;
  list: ListStanding;
  /** The owner and the collaborators of the list. */
  memberIds: ReadonlySet<number>;
}

/** An anonymous look at the items (exports and other readers with no caller rights). */
export function anonymousViewer(list: ListStanding): ItemViewer {
  return { callerId: null, list: { ...list, role: null }, memberIds: new Set() };
}

const TYPE: Record<ListItemTarget, ListItemType> = {
  work: 'work',
  version: 'version',
  person: 'person',
  article: 'newspaper',
  website: 'webpage',
  uri: 'webpage',
};

/** The item type a stored target has, as the contract names it. */
export const itemTypeOf = (target: ListItemTarget): ListItemType => TYPE[target];

/** Stored target types of each contract item type (a web page is an archived site or any address). */
export const TARGETS_OF: Record<ListItemType, ListItemTarget[]> = {
  work: ['work'],
  version: ['version'],
  person: ['person'],
  newspaper: ['article'],
  webpage: ['website', 'uri'],
};

const DESCRIPTION_MAX = 400;
const ABSTRACT_MAX = 300;

const strings = (json: string | null | undefined): string[] =>
  fromJson<unknown[]>(json, []).filter((v): v is string => typeof v === 'string' && v !== '');

/** The items' records, read in one batch per type. */
export function recordsFor(deps: ServiceDeps<'lists'>, rows: readonly ListItemRow[]): Promise<ItemRecords> {
  const targets: Record<keyof ItemTargets, number[]> = {
    work: [],
    version: [],
    person: [],
    article: [],
    website: [],
  };
  for (const row of rows)
    if (row.targetType !== 'uri' && row.targetId !== null) targets[row.targetType].push(row.targetId);
  return deps.store.lists.itemRecords(targets);
}

/** Presents items in the order given: one batched read of their records, then pure mapping. */
export async function presentListItems(
  deps: ServiceDeps<'lists'>,
  rows: readonly ListItemRow[],
  viewer: ItemViewer,
): Promise<ListItem[]> {
  if (rows.length === 0) return [];
  const records = await recordsFor(deps, rows);
  return rows.map((row) => presentItem(row, records, viewer));
}

/** The fields every type shares, before its record's facts are filled in. */
function baseOf(row: ListItemRow, viewer: ItemViewer): ListItem {
  const creatorOnList = row.createdBy !== null && viewer.memberIds.has(row.createdBy);
  const createdBy: ListUser | null =
    row.creatorUsername === null
      ? null
      : { fullUserId: row.creatorUsername, displayName: row.creatorDisplayName ?? row.creatorUsername };
  return {
    id: row.id,
    listId: row.listId,
    listSeq: row.position,
    type: TYPE[row.targetType],
    target: row.targetType === 'uri' ? (row.url ?? '') : String(row.targetId ?? ''),
    missing: false,
    title: row.title ?? '',
    description: null,
    author: [],
    yearRange: null,
    numItems: null,
    numHoldings: null,
    singleHoldingName: null,
    onlineText: null,
    format: null,
    imageUrl: null,
    thumbnailIsCulturallySensitive: false,
    workId: null,
    deliverySystemLink: '',
    language: null,
    note: row.note,
    ...itemRights(viewer.callerId, viewer.list, row, creatorOnList),
    createdBy,
    created: row.createdAt,
    updated: row.updatedAt,
    newspaper: null,
    date: null,
    page: null,
    abstrct: null,
    wordCount: null,
    occupations: [],
    primaryDisplayName: null,
  };
}

const described = (text: string | null) => (text ? clip(htmlToText(text), DESCRIPTION_MAX) || null : null);

/** One item with its record's facts (pure: the records are already read). */
export function presentItem(row: ListItemRow, records: ItemRecords, viewer: ItemViewer): ListItem {
  const item = baseOf(row, viewer);
  const id = row.targetId ?? -1;
  switch (row.targetType) {
    case 'work': {
      const w = records.works.get(id);
      item.deliverySystemLink = `/work/${id}`;
      item.workId = id;
      if (!w || w.deletedAt !== null) return { ...item, missing: true, title: w?.title ?? item.title };
      const formats = strings(w.formats);
      return {
        ...item,
        title: w.title,
        description: described(w.summary),
        author: strings(w.creators),
        yearRange: yearRange(w.yearStart, w.yearEnd),
        numItems: w.editionCount,
        numHoldings: w.holdingCount,
        singleHoldingName: w.singleHoldingName,
        onlineText: w.onlineText,
        format: formats.length > 0 ? formats.join(', ') : w.primaryFormat,
        imageUrl: w.thumbnailUrl,
        thumbnailIsCulturallySensitive: w.culturallySensitive === 1,
        language: strings(w.languages)[0] ?? null,
        date: w.yearStart === null ? null : String(w.yearStart),
      };
    }
    case 'version': {
      const v = records.versions.get(id);
      if (!v || v.workDeletedAt !== null)
        return {
          ...item,
          missing: true,
          title: v?.title ?? item.title,
          deliverySystemLink: `/version/${id}`,
        };
      return {
        ...item,
        title: v.title,
        workId: v.workId,
        deliverySystemLink: `/work/${v.workId}/version/${id}`,
        description: described(v.workSummary),
        author: strings(v.creators),
        yearRange: v.year === null ? null : String(v.year),
        numHoldings: v.holdingCount,
        singleHoldingName: v.singleHoldingName,
        onlineText: v.onlineText,
        format: v.format,
        imageUrl: v.thumbnailUrl ?? v.imageUrl ?? v.workThumbnailUrl,
        thumbnailIsCulturallySensitive: v.culturallySensitive === 1,
        language: strings(v.languages)[0] ?? null,
        date: v.date ?? (v.year === null ? null : String(v.year)),
      };
    }
    case 'person': {
      const p = records.people.get(id);
      item.deliverySystemLink = `/people/${id}`;
      if (!p || p.deletedAt !== null) return { ...item, missing: true, title: p?.displayName ?? item.title };
      const life = [p.birthDate?.slice(0, 4), p.deathDate?.slice(0, 4)].filter(Boolean).join('-');
      return {
        ...item,
        title: p.displayName,
        primaryDisplayName: p.primaryName,
        description: described(p.biography),
        yearRange: life || null,
        occupations: strings(p.occupations),
        imageUrl: p.thumbnailUrl,
        thumbnailIsCulturallySensitive: p.culturallySensitive === 1,
        date: p.birthDate,
      };
    }
    case 'article': {
      const a = records.articles.get(id);
      item.deliverySystemLink = `/newspaper/article/${id}`;
      if (!a) return { ...item, missing: true };
      const text = a.textStart ? htmlToText(a.textStart) : '';
      return {
        ...item,
        title: a.heading,
        newspaper: a.newspaper,
        date: a.date,
        page: a.page,
        wordCount: a.wordCount,
        abstrct: text ? clip(text, ABSTRACT_MAX) : null,
        yearRange: a.date?.slice(0, 4) ?? null,
        format: a.category,
        thumbnailIsCulturallySensitive: a.culturallySensitive === 1,
        language: null,
      };
    }
    case 'website': {
      const s = records.websites.get(id);
      if (!s) return { ...item, missing: true };
      return { ...item, title: s.title, target: s.url, deliverySystemLink: s.url, description: s.domain };
    }
    case 'uri':
      return { ...item, deliverySystemLink: row.url ?? '' };
  }
}
