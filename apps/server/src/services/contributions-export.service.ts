import type { ContributionsExport } from '@trove/contracts';
import type { ExportedListItemRow } from '@trove/db';
import type { Caller } from '../auth/caller.ts';
import type { ServiceDeps } from '../deps.ts';
import { admitted } from '../domain/decision.ts';
import { notFound } from '../domain/errors.ts';
import { mayDownload } from './downloads-policy.ts';

const itemOf = (item: ExportedListItemRow) => ({
  id: item.id,
  position: item.position,
  type: item.targetType,
  targetId: item.targetId,
  url: item.url,
  title: item.title,
  note: item.note,
  created: item.createdAt,
});

/**
 * GET /profile/contributions (issue 16 §4; ADR 043): everything the signed-in reader has
 * contributed, private things included since it is theirs alone: tags, notes, the lists they own
 * with every item, items they added to others' lists, and their text corrections (ADR 047).
 */
export async function exportContributions(
  deps: ServiceDeps<'accounts' | 'contributions' | 'hallOfFame'>,
  caller: Caller | null,
): Promise<ContributionsExport> {
  const user = admitted(caller, mayDownload(caller));
  const account = await deps.store.accounts.findAccountById(user.userId);
  if (!account) throw notFound('Your account no longer exists.');
  const [found, corrections] = await Promise.all([
    deps.store.contributions.contributionsExportOf(user.userId),
    deps.store.hallOfFame.correctionsExportOf(user.userId),
  ]);
  return {
    exported: deps.now().toISOString(),
    user: { username: account.username, displayName: account.displayName },
    tags: found.tags.map((tag) => ({
      id: tag.id,
      name: tag.name,
      priv: tag.priv === 1,
      targetType: tag.targetType,
      targetId: tag.targetId,
      title: tag.title,
      created: tag.createdAt,
    })),
    notes: found.notes.map((note) => ({
      id: note.id,
      content: note.content,
      priv: note.priv === 1,
      targetType: note.targetType,
      targetId: note.targetId,
      title: note.title,
      created: note.createdAt,
      lastModified: note.lastModified,
    })),
    lists: found.lists.map((list) => ({
      id: list.id,
      title: list.title,
      description: list.description,
      priv: list.priv === 1,
      collaborative: list.collaborative === 1,
      created: list.createdAt,
      updated: list.updatedAt,
      items: list.items.map(itemOf),
    })),
    itemsAddedToOtherLists: found.itemsAddedToOtherLists.map((item) => ({
      ...itemOf(item),
      listId: item.listId,
    })),
    corrections: corrections.map((correction) => ({
      id: correction.id,
      articleId: correction.articleId,
      articleTitle: correction.heading,
      created: correction.createdAt,
      kind: correction.kind,
      status: correction.status,
      version: correction.version,
      comment: correction.comment,
      lineCount: correction.lineCount,
      lines: correction.lines.map((line) => ({ no: line.lineNo, before: line.oldText, after: line.newText })),
    })),
  };
}
