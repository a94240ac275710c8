import type { Kysely } from 'kysely';
import type { Database, ListCollaboratorRole } from '../schema.ts';

/**
 * A person's lists as the list summary call answers them (spec 03 §3 List summary, §7): their own
 * and, for themselves, the lists they collaborate on or administer (where they may add items),
 * with each list's owner, follower count, whether the caller follows it and its pending requests.
 * Counts are count(*) of rows, as everywhere for lists: nothing stored to drift.
 */
export interface ListSummaryOfUserRow {
  id: number;
  title: string;
  priv: number;
  collaborative: number;
  itemCount: number;
  ownerUsername: string;
  ownerDisplayName: string;
  followerCount: number | string;
  callerFollows: number | string;
  pendingRequests: number | string;
  /** The person's part in the list: null for their own. */
  memberRole: ListCollaboratorRole | null;
}

export function listSummariesOfUser(
  db: Kysely<Database>,
  userId: number,
  callerId: number | null,
  withCollaborations: boolean,
): Promise<ListSummaryOfUserRow[]> {
  return db
    .selectFrom('userList')
    .innerJoin('userAccount', 'userAccount.id', 'userList.userId')
    .leftJoin('listCollaborator', (join) =>
      join.onRef('listCollaborator.listId', '=', 'userList.id').on('listCollaborator.userId', '=', userId),
    )
    .select((eb) => [
      'userList.id',
      'userList.title',
      'userList.priv',
      'userList.collaborative',
      'userList.itemCount',
      'userAccount.username as ownerUsername',
      'userAccount.displayName as ownerDisplayName',
      'listCollaborator.role as memberRole',
      eb
        .selectFrom('listFollower')
        .select((f) => f.fn.countAll<number | string>().as('n'))
        .whereRef('listFollower.listId', '=', 'userList.id')
        .as('followerCount'),
      eb
        .selectFrom('listFollower')
        .select((f) => f.fn.countAll<number | string>().as('n'))
        .whereRef('listFollower.listId', '=', 'userList.id')
        .where('listFollower.userId', '=', callerId ?? -1)
        .as('callerFollows'),
      eb
        .selectFrom('listCollaborationRequest')
        .select((f) => f.fn.countAll<number | string>().as('n'))
        .whereRef('listCollaborationRequest.listId', '=', 'userList.id')
        .where('listCollaborationRequest.status', '=', 'PENDING')
        .as('pendingRequests'),
    ])
    .where((eb) =>
      withCollaborations
        ? eb.or([eb('userList.userId', '=', userId), eb('listCollaborator.userId', '=', userId)])
        : eb('userList.userId', '=', userId),
    )
    .orderBy((eb) => eb.fn('lower', ['userList.title']))
    .orderBy('userList.id')
    .execute() as Promise<ListSummaryOfUserRow[]>;
}
