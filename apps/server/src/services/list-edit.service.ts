import {
  type AddUrlItemBody,
  LIST_LIMITS,
  LIST_MESSAGES,
  type ListItem,
  type ListManage,
  type ListOrder,
  type ListResult,
  type UpdateListBody,
  type UserAchievement,
  itemNoteProblem,
  listDetailsProblems,
  urlItemProblems,
} from '@trove/contracts';
import type { ListEventCategory, Repositories } from '@trove/db';
import type { Caller } from '../auth/caller.ts';
import type { ServiceDeps } from '../deps.ts';
import { admitted, enforce } from '../domain/decision.ts';
import { conflict, invalid, recordNotFound, refused } from '../domain/errors.ts';
import { awardAchievements } from './achievements.service.ts';
import { type OpenList, openList } from './list-open.ts';
import { itemImages, listItem, manageAnswer } from './list-view.service.ts';
import { itemRights, mayOnList, mayRemoveItem } from './lists-policy.ts';

/** The write calls of one list (spec 03 §4–§6, §7 Lists; ADR 038). */

type Deps = ServiceDeps<'lists' | 'transaction'>;

/** Tells the list's audience (owner, collaborators, followers) but the one who acted. */
async function tellAudience(
  repos: Pick<Repositories, 'lists'>,
  open: OpenList,
  actorId: number,
  category: ListEventCategory,
  details: Record<string, unknown>,
  audience?: number[],
): Promise<void> {
  const list = open.access.list;
  const people = (audience ?? (await repos.lists.listAudience(list.id))).filter((id) => id !== actorId);
  await repos.lists.recordListEvents(
    people.map((userId) => ({
      userId,
      category,
      listId: list.id,
      details: { listId: list.id, listTitle: list.title, ...details },
    })),
  );
}

const actorOf = (caller: Caller) => ({ fullUserId: caller.username, displayName: caller.displayName });

/** An item of the list, or the not-found answer naming it. */
async function itemOf(deps: ServiceDeps<'lists'>, listId: number, itemId: number) {
  const item = await deps.store.lists.listItemById(listId, itemId);
  if (!item) throw recordNotFound('list item', String(itemId));
  return item;
}

/** PUT /list/{id}/move/{item}: a new position from 1 to the list's size. */
export async function moveItem(
  deps: Deps,
  listId: number,
  itemId: number,
  newSeq: number,
  caller: Caller | null,
): Promise<ListOrder> {
  const open = await openList(deps, listId, caller);
  enforce(mayOnList(caller, open.standing, 'reorder'));
  const moved = await deps.store.lists.moveListItem(listId, itemId, newSeq);
  if (moved.outcome === 'no-item') throw recordNotFound('list item', String(itemId));
  if (moved.outcome === 'bad-sequence') throw invalid(LIST_MESSAGES.sequenceInvalid);
  return { all: moved.order };
}

/**
 * DELETE /list/{id}/remove/{item}[/{target}]: owners and administrators remove any item,
 * collaborators their own. With a target, the item must still hold that record or address (409).
 */
export async function removeItem(
  deps: Deps,
  listId: number,
  itemId: number,
  caller: Caller | null,
  target?: string,
): Promise<ListResult> {
  const open = await openList(deps, listId, caller);
  enforce(mayOnList(caller, open.standing, 'removeOwnItems'));
  const item = await itemOf(deps, listId, itemId);
  const actor = admitted(caller, mayRemoveItem(caller, open.standing, item.createdBy));
  if (target !== undefined) {
    const held = item.targetType === 'uri' ? item.url : String(item.targetId);
    if (held !== target.trim()) throw conflict(LIST_MESSAGES.itemTargetChanged, 'target_changed');
  }
  const title = (await listItem(deps, listId, itemId, caller)).title;
  const removed = await deps.store.transaction(async (repos) => {
    const count = await repos.lists.removeListItems(listId, [itemId]);
    if (count > 0)
      await tellAudience(repos, open, actor.userId, 'LIST_ITEMS_CHANGED', {
        user: actorOf(actor),
        removedItems: { [String(itemId)]: title },
      });
    return count;
  });
  return { result: removed > 0 };
}

/** PUT /list/{id}/items/{item}: sets the note, or clears it when empty. */
export async function setItemNote(
  deps: Deps,
  listId: number,
  itemId: number,
  rawNote: string | null,
  caller: Caller | null,
): Promise<ListItem> {
  const open = await openList(deps, listId, caller);
  enforce(mayOnList(caller, open.standing, 'manage'));
  const item = await itemOf(deps, listId, itemId);
  const actor = caller!;
  const note = rawNote === null || rawNote.trim() === '' ? null : rawNote;
  const members = await deps.store.lists.listMemberIds(listId);
  const rights = itemRights(
    actor.userId,
    open.standing,
    item,
    item.createdBy !== null && members.has(item.createdBy),
  );
  if (!(note === null ? rights.noteDeletable : rights.noteEditable)) throw refused();
  if (note !== null) {
    const problem = itemNoteProblem(note);
    if (problem) throw invalid(problem, { details: { field: 'note', max: LIST_LIMITS.note } });
  }
  await deps.store.transaction(async (repos) => {
    await repos.lists.setListItemNote(listId, itemId, note);
    if (note !== null)
      await tellAudience(repos, open, actor.userId, 'NOTES_CHANGED', {
        user: actorOf(actor),
        newNotesCount: 1,
      });
  });
  return listItem(deps, listId, itemId, caller);
}

/** POST /list/{id}/addUrlItem: a web address with a title and an optional note, at the end. */
export async function addUrlItem(
  deps: ServiceDeps<'lists' | 'transaction' | 'achievements' | 'content'>,
  listId: number,
  body: AddUrlItemBody,
  caller: Caller | null,
): Promise<{ item: ListItem; message: string; userAchievement: UserAchievement | null }> {
  const open = await openList(deps, listId, caller);
  enforce(mayOnList(caller, open.standing, 'addUrlItems'));
  const actor = caller!;
  const link = body.item.id.trim();
  const title = body.item.description.trim();
  const note = body.reason?.trim() ? body.reason.trim() : null;
  const [problem] = urlItemProblems({ link, title, note });
  if (problem) throw invalid(problem.message, { details: { field: problem.field } });
  const itemId = await deps.store.transaction(async (repos) => {
    const id = await repos.lists.addListItem({
      listId,
      targetType: 'uri',
      targetId: null,
      url: link,
      title,
      note,
      createdBy: actor.userId,
    });
    await tellAudience(repos, open, actor.userId, 'LIST_ITEMS_CHANGED', {
      user: actorOf(actor),
      newItems: { [String(id)]: title },
    });
    return id;
  });
  return {
    item: await listItem(deps, listId, itemId, caller),
    message: LIST_MESSAGES.urlAdded(title),
    userAchievement: await awardAchievements(deps, actor, ['listItems']),
  };
}

/**
 * POST /list/{id}: new details, with spec 03 §4's state changes in one transaction (list-changes
 * repository); the audience hears what changed, removed collaborators that collaboration ended.
 */
export async function updateList(
  deps: Deps,
  listId: number,
  body: UpdateListBody,
  caller: Caller | null,
): Promise<ListManage> {
  const open = await openList(deps, listId, caller);
  enforce(mayOnList(caller, open.standing, 'editDetails'));
  const actor = caller!;
  const list = open.access.list;
  const details = {
    name: body.name.trim(),
    description: body.description?.trim() ? body.description.trim() : null,
    priv: body.priv ?? null,
    collaborative: body.collaborative ?? list.collaborative === 1,
    facebookGroupId: body.facebookGroupId?.trim() ? body.facebookGroupId.trim() : null,
  };
  const [problem] = listDetailsProblems(details, list.ownerProfilePublic === 1);
  if (problem) throw invalid(problem.message, { details: { field: problem.field } });
  const changed = {
    nameChanged: details.name !== list.title,
    descriptionChanged: details.description !== list.description,
    facebookChanged: details.facebookGroupId !== list.facebookGroupId,
    repImageChanged: false,
  };
  await deps.store.transaction(async (repos) => {
    const audience = await repos.lists.listAudience(listId);
    const outcome = await repos.lists.updateListDetails(listId, list.ownerId, {
      title: details.name,
      description: details.description,
      priv: details.priv === 'y',
      collaborative: details.collaborative,
      facebookGroupId: details.facebookGroupId,
    });
    const removed = new Set(outcome.removedCollaboratorIds);
    if (removed.size > 0)
      await tellAudience(
        repos,
        open,
        actor.userId,
        'COLLAB_LIST_NOT_COLLABORATIVE',
        { user: actorOf(actor) },
        [...removed],
      );
    if (changed.nameChanged || changed.descriptionChanged || changed.facebookChanged)
      await tellAudience(
        repos,
        { ...open, access: { ...open.access, list: { ...list, title: details.name } } },
        actor.userId,
        'LIST_CHANGED',
        { user: actorOf(actor), ...changed },
        audience.filter((id) => !removed.has(id)),
      );
  });
  return manageAnswer(deps, await openList(deps, listId, caller), caller);
}

/** DELETE /list/{id}: the owner only; everyone else on the list hears of it. */
export async function removeList(deps: Deps, listId: number, caller: Caller | null): Promise<ListResult> {
  const open = await openList(deps, listId, caller);
  enforce(mayOnList(caller, open.standing, 'deleteList'));
  const actor = caller!;
  const removed = await deps.store.transaction(async (repos) => {
    const audience = await repos.lists.listAudience(listId);
    const done = await repos.lists.deleteList(listId);
    if (done)
      await tellAudience(repos, open, actor.userId, 'LIST_DELETED', { user: actorOf(actor) }, audience);
    return done;
  });
  return { result: removed };
}

/** POST /list/{id}/thumbnail: one of the images the list's items offer, or null for none. */
export async function setThumbnail(
  deps: Deps,
  listId: number,
  url: string | null,
  caller: Caller | null,
): Promise<{ thumbnailUrl: string | null }> {
  const open = await openList(deps, listId, caller);
  enforce(mayOnList(caller, open.standing, 'chooseThumbnail'));
  const actor = caller!;
  const wanted = url?.trim() ? url.trim() : null;
  if (wanted !== null) {
    const offered = await itemImages(deps, open, caller);
    if (!offered.some((image) => image.url === wanted)) throw invalid(LIST_MESSAGES.thumbnailNotOffered);
  }
  if (wanted !== open.access.list.thumbnailUrl)
    await deps.store.transaction(async (repos) => {
      await repos.lists.setListThumbnail(listId, wanted);
      await tellAudience(repos, open, actor.userId, 'LIST_CHANGED', {
        user: actorOf(actor),
        nameChanged: false,
        descriptionChanged: false,
        facebookChanged: false,
        repImageChanged: true,
      });
    });
  return { thumbnailUrl: wanted };
}
