import { type PrivacyBody, type PrivacyResult, SETTINGS_WORDS } from '@trove/contracts';
import type { Repositories } from '@trove/db';
import type { Caller } from '../auth/caller.ts';
import type { ServiceDeps } from '../deps.ts';
import { invalid, notFound } from '../domain/errors.ts';
import { forgetFeedHistory } from './feed-history.ts';

/**
 * POST /profile/user/privacy (spec 03 §4 privacy switch change; ADR 041): the three switches with
 * their consequences, in one transaction with the notices they raise.
 */

type Repos = Pick<Repositories, 'settings' | 'lists' | 'listPeople'>;

const userOf = (caller: Caller) => ({ fullUserId: caller.username, displayName: caller.displayName });

/**
 * A private profile has no collaborative list access: the reader's own collaborative lists become
 * private and non-collaborative (the lists' own rule, which removes the collaborators with what
 * they added and others' tags and notes), and they leave the lists of others they work on.
 */
async function closeCollaboration(repos: Repos, caller: Caller) {
  const own = await repos.settings.ownCollaborativeLists(caller.userId);
  for (const list of own) {
    const outcome = await repos.lists.updateListDetails(list.id, caller.userId, {
      title: list.title,
      description: list.description,
      priv: true,
      collaborative: false,
      facebookGroupId: list.facebookGroupId,
    });
    await repos.lists.recordListEvents(
      outcome.removedCollaboratorIds.map((userId) => ({
        userId,
        category: 'COLLAB_LIST_NOT_COLLABORATIVE' as const,
        listId: list.id,
        details: { listId: list.id, listTitle: list.title, user: userOf(caller) },
      })),
    );
  }
  const left = await repos.settings.leaveCollaborations(caller.userId);
  // Someone leaving a list: its managers are told, as when a collaborator leaves by themselves.
  for (const list of left) {
    const managers = await repos.listPeople.listManagers(list.listId);
    await repos.lists.recordListEvents(
      managers.map((userId) => ({
        userId,
        category: 'COLLAB_LIST_ROLE_CHANGED' as const,
        listId: list.listId,
        details: {
          oldRole: list.role,
          newRole: null,
          removedBySelf: true,
          removedByAdmin: false,
          user: userOf(caller),
          listId: list.listId,
          listTitle: list.title,
        },
      })),
    );
  }
  return { listsMadePrivate: own.length, collaborationsLeft: left.length };
}

export async function changePrivacy(
  deps: ServiceDeps<'transaction'>,
  caller: Caller,
  body: PrivacyBody,
): Promise<PrivacyResult> {
  return deps.store.transaction(async (repos) => {
    const current = await repos.settings.accountSettings(caller.userId);
    if (!current) throw notFound('Your account no longer exists.');
    const publiclyVisible = body.publiclyVisible ?? current.publiclyVisible;
    // The activity switch is off and disabled while the profile is private (spec 03 §4).
    if (body.activityVisible === true && !publiclyVisible)
      throw invalid(SETTINGS_WORDS.activityNeedsPublic, { details: { field: 'activityVisible' } });
    const next = {
      publiclyVisible,
      activityVisible: publiclyVisible && (body.activityVisible ?? current.activityVisible),
      feedEnabled: body.feedEnabled ?? current.feedEnabled,
    };
    const result: PrivacyResult = {
      ...next,
      listsMadePrivate: 0,
      collaborationsLeft: 0,
      feedEventsDeleted: 0,
    };
    if (current.publiclyVisible && !next.publiclyVisible)
      Object.assign(result, await closeCollaboration(repos, caller));
    if (current.feedEnabled && !next.feedEnabled)
      result.feedEventsDeleted = await forgetFeedHistory(repos, caller.userId, deps.now());
    await repos.settings.setPrivacy(caller.userId, next);
    return result;
  });
}
