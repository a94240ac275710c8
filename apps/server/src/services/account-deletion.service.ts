import fs from 'node:fs/promises';
import path from 'node:path';
import { MESSAGES } from '@trove/contracts';
import { FORMER_USER_DISPLAY_NAME, FORMER_USER_NAME, type Store } from '@trove/db';
import type { Caller } from '../auth/caller.ts';
import type { ServiceDeps } from '../deps.ts';
import { enforce } from '../domain/decision.ts';
import { notFound } from '../domain/errors.ts';
import { mayDeleteAccount } from './profile-settings-policy.ts';

/**
 * DELETE /profile/{fullUsername} (spec 03 §2, §4 account deletion; ADR 041): the reader's own
 * account goes, in one transaction, with everything private; what stays public (tags and notes on
 * records, items added to others' lists) is credited to the former-user account. A failure
 * anywhere leaves the account whole. Download files leave the disk once the deletion has committed.
 */
export async function deleteOwnAccount(
  deps: ServiceDeps<'accounts' | 'transaction'>,
  caller: Caller,
  username: string,
): Promise<{ deleted: true }> {
  const account = await deps.store.accounts.findAccountByUsername(username);
  if (!account) throw notFound(MESSAGES.notFound('user', username));
  enforce(mayDeleteAccount(caller, account.id));
  const files = await deleteAccount(deps.store, account.id);
  await removeFiles(deps.config.downloadsDir ?? null, files);
  return { deleted: true };
}

/** The deletion itself, for the API and the accounts command alike; answers the download files to remove. */
export async function deleteAccount(store: Pick<Store, 'transaction'>, userId: number): Promise<string[]> {
  return store.transaction(async (repos) => {
    const formerId = await repos.settings.formerUserId();
    const files = await repos.settings.downloadFilesOf(userId);
    // The reader's lists go; everyone else on one hears of it, from 'a former user'.
    for (const list of await repos.settings.ownedLists(userId)) {
      const audience = (await repos.lists.listAudience(list.id)).filter((id) => id !== userId);
      await repos.lists.deleteList(list.id);
      await repos.lists.recordListEvents(
        audience.map((id) => ({
          userId: id,
          category: 'LIST_DELETED' as const,
          listId: list.id,
          details: {
            listId: list.id,
            listTitle: list.title,
            user: { fullUserId: FORMER_USER_NAME, displayName: FORMER_USER_DISPLAY_NAME },
          },
        })),
      );
    }
    await repos.settings.anonymiseContributions(userId, formerId);
    if (!(await repos.settings.deleteAccountRow(userId))) throw notFound('This account no longer exists.');
    return files;
  });
}

/** Removes download files; one already gone is no failure (the expiry sweep may have taken it). */
export async function removeFiles(dir: string | null, files: readonly string[]): Promise<void> {
  if (!dir) return;
  for (const file of files) {
    const full = path.resolve(dir, file);
    // Only inside the downloads folder, whatever a stored path says.
    if (!full.startsWith(path.resolve(dir) + path.sep)) continue;
    await fs.rm(full, { force: true });
  }
}
