import type { Kysely } from 'kysely';
import type { CollaborationRequestStatus, Database, ListCollaboratorRole } from '../schema.ts';

/** Who stands where on a list (spec 03 §3, §6; ADR 038): the facts its policy decides on. */

export type ListRoleName = 'OWNER' | ListCollaboratorRole;

export interface ListAccessRow {
  id: number;
  title: string;
  description: string | null;
  priv: number;
  collaborative: number;
  facebookGroupId: string | null;
  thumbnailUrl: string | null;
  itemCount: number;
  createdAt: string;
  updatedAt: string;
  ownerId: number;
  ownerUsername: string;
  ownerDisplayName: string;
  ownerProfilePublic: number;
}

export interface ListAccess {
  list: ListAccessRow;
  /** The viewer's role, or null (follower, stranger, anonymous). */
  role: ListRoleName | null;
  following: boolean;
  /** The viewer's request to join, if they ever made one. */
  request: { id: number; status: CollaborationRequestStatus } | null;
}

/** A list with its owner, and the viewer's role, follow and request on it; undefined when there is no such list. */
export async function listAccess(
  db: Kysely<Database>,
  listId: number,
  viewerId: number | null,
): Promise<ListAccess | undefined> {
  const list = await db
    .selectFrom('userList')
    .innerJoin('userAccount', 'userAccount.id', 'userList.userId')
    .select([
      'userList.id',
      'userList.title',
      'userList.description',
      'userList.priv',
      'userList.collaborative',
      'userList.facebookGroupId',
      'userList.thumbnailUrl',
      'userList.itemCount',
      'userList.createdAt',
      'userList.updatedAt',
      'userList.userId as ownerId',
      'userAccount.username as ownerUsername',
      'userAccount.displayName as ownerDisplayName',
      'userAccount.profilePublic as ownerProfilePublic',
    ])
    .where('userList.id', '=', listId)
    .executeTakeFirst();
  if (!list) return undefined;
  if (viewerId === null) return { list, role: null, following: false, request: null };
  const [collaborator, follow, request] = await Promise.all([
    db
      .selectFrom('listCollaborator')
      .select('role')
      .where('listId', '=', listId)
      .where('userId', '=', viewerId)
      .executeTakeFirst(),
    db
      .selectFrom('listFollower')
      .select('userId')
      .where('listId', '=', listId)
      .where('userId', '=', viewerId)
      .executeTakeFirst(),
    db
      .selectFrom('listCollaborationRequest')
      .select(['id', 'status'])
      .where('listId', '=', listId)
      .where('userId', '=', viewerId)
      .executeTakeFirst(),
  ]);
  const role: ListRoleName | null = list.ownerId === viewerId ? 'OWNER' : (collaborator?.role ?? null);
  return { list, role, following: follow !== undefined, request: request ?? null };
}
