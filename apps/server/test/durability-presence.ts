import type { Store } from '@trove/db';
import type { Ledger } from './durability-load.ts';
import { queryBuilderOf } from '@trove/db/test-support';

/** Acknowledged writes, and how many of them the store holds after the crash, by kind. */
export interface Presence {
  acknowledged: Record<'tags' | 'notes' | 'lists' | 'listItems' | 'removals', number>;
  present: Record<'tags' | 'notes' | 'lists' | 'listItems' | 'removals', number>;
  /** Every acknowledged write the store lost or holds differently, one line each. */
  problems: string[];
  /** Writes sent without an answer that the store holds nonetheless (allowed either way). */
  landedUnanswered: number;
}

/**
 * Compares the ledger with the store read directly: every acknowledged tag, note (with its last
 * acknowledged content, or a change in flight at the crash), list and list item is there as
 * acknowledged, every acknowledged removal is gone, and each list's item count matches its items.
 */
export async function checkPresence(store: Store, ledger: Ledger): Promise<Presence> {
  const db = queryBuilderOf(store);
  const problems: string[] = [];
  const users = new Map(
    (await db.selectFrom('userAccount').select(['id', 'email']).execute()).map((u) => [u.email, u.id]),
  );
  const removalInFlight = new Set(ledger.unanswered.filter((u) => u.kind === 'removal').map((u) => u.key));

  const tagIds = [...ledger.tags.keys()];
  const tagRows = new Map(
    (tagIds.length === 0
      ? []
      : await db.selectFrom('tag').selectAll().where('id', 'in', tagIds).execute()
    ).map((row) => [row.id, row]),
  );
  let tagsPresent = 0;
  let tagsExpected = 0;
  let removalsDone = 0;
  for (const tag of ledger.tags.values()) {
    const row = tagRows.get(tag.id);
    if (ledger.removedTags.has(tag.id)) {
      if (row) problems.push(`tag ${tag.id} '${tag.name}': its removal was acknowledged, but it is there`);
      else removalsDone += 1;
      continue;
    }
    if (removalInFlight.has(String(tag.id))) continue;
    tagsExpected += 1;
    const same =
      row &&
      row.name === tag.name &&
      Number(row.priv) === (tag.priv ? 1 : 0) &&
      row.targetType === 'work' &&
      row.targetId === tag.workId &&
      row.userId === users.get(tag.email);
    if (same) tagsPresent += 1;
    else
      problems.push(`tag ${tag.id} '${tag.name}' ${row ? `differs: ${JSON.stringify(row)}` : 'is missing'}`);
  }

  const noteIds = [...ledger.notes.keys()];
  const noteRows = new Map(
    (noteIds.length === 0
      ? []
      : await db.selectFrom('annotation').selectAll().where('id', 'in', noteIds).execute()
    ).map((row) => [row.id, row]),
  );
  let notesPresent = 0;
  for (const note of ledger.notes.values()) {
    const row = noteRows.get(note.id);
    const contents = [note.content, ...note.unansweredContents];
    const same =
      row &&
      contents.includes(row.content) &&
      Number(row.priv) === (note.priv ? 1 : 0) &&
      row.targetId === note.workId &&
      row.userId === users.get(note.email);
    if (same) notesPresent += 1;
    else problems.push(`note ${note.id} ${row ? `differs: ${JSON.stringify(row)}` : 'is missing'}`);
  }

  let listsPresent = 0;
  let itemsPresent = 0;
  for (const list of ledger.lists) {
    const row = await db
      .selectFrom('userList')
      .selectAll()
      .where('title', '=', list.name)
      .where('userId', '=', users.get(list.email) ?? -1)
      .executeTakeFirst();
    if (!row || Number(row.priv) !== (list.priv ? 1 : 0) || row.description !== list.description) {
      problems.push(`list '${list.name}' ${row ? `differs: ${JSON.stringify(row)}` : 'is missing'}`);
      continue;
    }
    listsPresent += 1;
    const items = await db.selectFrom('listItem').select(['id']).where('listId', '=', row.id).execute();
    const held = new Set(items.map((i) => i.id));
    const found = list.itemIds.filter((id) => held.has(id)).length;
    itemsPresent += found;
    if (found < list.itemIds.length)
      problems.push(`list '${list.name}' lost ${list.itemIds.length - found} items`);
    if (Number(row.itemCount) !== items.length)
      problems.push(`list '${list.name}' counts ${row.itemCount} items but holds ${items.length}`);
  }

  return {
    acknowledged: {
      tags: tagsExpected,
      notes: ledger.notes.size,
      lists: ledger.lists.length,
      listItems: ledger.lists.reduce((n, l) => n + l.itemIds.length, 0),
      removals: ledger.removedTags.size,
    },
    present: {
      tags: tagsPresent,
      notes: notesPresent,
      lists: listsPresent,
      listItems: itemsPresent,
      removals: removalsDone,
    },
    problems,
    landedUnanswered: await landedUnanswered(store, ledger),
  };
}

/** How many of the writes cut off by the crash were committed all the same (found by their unique text). */
async function landedUnanswered(store: Store, ledger: Ledger): Promise<number> {
  let landed = 0;
  for (const { kind, key } of ledger.unanswered) {
    const table =
      kind === 'tag' ? 'tag' : kind === 'note' ? 'annotation' : kind === 'list' ? 'userList' : null;
    if (table === null) continue;
    const column = table === 'tag' ? 'name' : table === 'annotation' ? 'content' : 'title';
    const row = await queryBuilderOf(store)
      .selectFrom(table)
      .select('id')
      .where(column, '=', key)
      .executeTakeFirst();
    if (row) landed += 1;
  }
  return landed;
}
