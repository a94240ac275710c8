import type { Kysely } from 'kysely';
import type { ContributionTarget, Database, ListItemTarget } from '../schema.ts';
import { describeTargets, targetKey } from './contributions-of-user.ts';

/**
 * Everything one reader has contributed, private things included, for their own JSON export
 * (issue 16 §4; ADR 043). Only the owner asks for it, so no visibility filter applies.
 */

export interface ExportedContribution {
  targetType: ContributionTarget;
  targetId: number;
  /** The record's title; null when the record is gone. */
  title: string | null;
}

export interface ExportedTagRow extends ExportedContribution {
  id: number;
  name: string;
  priv: number;
  createdAt: string;
}

export interface ExportedNoteRow extends ExportedContribution {
  id: number;
  content: string;
  priv: number;
  createdAt: string;
  lastModified: string;
}

export interface ExportedListItemRow {
  id: number;
  listId: number;
  position: number;
  targetType: ListItemTarget;
  targetId: number | null;
  url: string | null;
  title: string | null;
  note: string | null;
  createdAt: string;
}

export interface ExportedListRow {
  id: number;
  title: string;
  description: string | null;
  priv: number;
  collaborative: number;
  createdAt: string;
  updatedAt: string;
  items: ExportedListItemRow[];
}

export interface UserContributionsExport {
  tags: ExportedTagRow[];
  notes: ExportedNoteRow[];
  lists: ExportedListRow[];
  itemsAddedToOtherLists: ExportedListItemRow[];
}

const ITEM_COLUMNS = [
  'listItem.id',
  'listItem.listId',
  'listItem.position',
  'listItem.targetType',
  'listItem.targetId',
  'listItem.url',
  'listItem.title',
  'listItem.note',
  'listItem.createdAt',
] as const;

export async function contributionsExportOf(
  db: Kysely<Database>,
  userId: number,
): Promise<UserContributionsExport> {
  const [tags, notes, lists, ownItems, otherItems] = await Promise.all([
    db
      .selectFrom('tag')
      .select(['id', 'name', 'priv', 'targetType', 'targetId', 'createdAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('annotation')
      .select(['id', 'content', 'priv', 'targetType', 'targetId', 'createdAt', 'lastModified'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('userList')
      .select(['id', 'title', 'description', 'priv', 'collaborative', 'createdAt', 'updatedAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('listItem')
      .innerJoin('userList', 'userList.id', 'listItem.listId')
      .select(ITEM_COLUMNS)
      .where('userList.userId', '=', userId)
      .orderBy('listItem.listId')
      .orderBy('listItem.position')
      .execute(),
    db
      .selectFrom('listItem')
      .innerJoin('userList', 'userList.id', 'listItem.listId')
      .select(ITEM_COLUMNS)
      .where('listItem.createdBy', '=', userId)
      .where('userList.userId', '<>', userId)
      .orderBy('listItem.listId')
      .orderBy('listItem.position')
      .execute(),
  ]);
  const titles = await describeTargets(db, [...tags, ...notes]);
  const titled = <T extends { targetType: ContributionTarget; targetId: number }>(row: T) => ({
    ...row,
    title: titles.get(targetKey(row.targetType, row.targetId))?.title ?? null,
  });
  const itemsOf = new Map<number, ExportedListItemRow[]>();
  for (const item of ownItems) itemsOf.set(item.listId, [...(itemsOf.get(item.listId) ?? []), item]);
  return {
    tags: tags.map(titled),
    notes: notes.map(titled),
    lists: lists.map((list) => ({ ...list, items: itemsOf.get(list.id) ?? [] })),
    itemsAddedToOtherLists: otherItems,
  };
}
