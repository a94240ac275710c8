import type { Kysely, Selectable } from 'kysely';
import type { ApiKeyStage, ApiKeyTable, Database } from '../schema.ts';
import type { Executor } from './upsert.ts';

/**
 * API keys and applications (issue 18 §2, ADR 050): one row per reader, found by its owner, by
 * id (data managers) or by the hash of the key (the gate). The key itself is never written here.
 */

export type ApiKeyRow = Selectable<ApiKeyTable>;
export type ApiKeyWithOwner = ApiKeyRow & { username: string; displayName: string };

export function apiKeyOfUser(db: Executor, userId: number): Promise<ApiKeyRow | undefined> {
  return db.selectFrom('apiKey').selectAll().where('userId', '=', userId).executeTakeFirst();
}

export function apiKeyById(db: Executor, id: number): Promise<ApiKeyWithOwner | undefined> {
  return withOwner(db).where('apiKey.id', '=', id).executeTakeFirst();
}

/** What the gate needs of the key whose hash this is. */
export function apiKeyByHash(
  db: Kysely<Database>,
  keyHash: string,
): Promise<Pick<ApiKeyRow, 'id' | 'userId' | 'quota' | 'expiresAt' | 'deactivatedAt'> | undefined> {
  return db
    .selectFrom('apiKey')
    .select(['id', 'userId', 'quota', 'expiresAt', 'deactivatedAt'])
    .where('keyHash', '=', keyHash)
    .executeTakeFirst();
}

function withOwner(db: Executor) {
  return db
    .selectFrom('apiKey')
    .innerJoin('userAccount', 'userAccount.id', 'apiKey.userId')
    .selectAll('apiKey')
    .select(['userAccount.username', 'userAccount.displayName']);
}

export interface NewApiKeyApplication {
  userId: number;
  stage: ApiKeyStage;
  commercial: boolean;
  quota: string;
  purpose: string;
  organisation: string | null;
  contact: string;
  email: string;
  phone: string;
  appliedAt: string;
}

/** Writes an application; false when the reader has one already (one per reader). */
export async function insertApiKeyApplication(db: Executor, row: NewApiKeyApplication): Promise<boolean> {
  const done = await db
    .insertInto('apiKey')
    .values({ ...row, commercial: row.commercial ? 1 : 0 })
    .onConflict((oc) => oc.column('userId').doNothing())
    .executeTakeFirst();
  return Number(done.numInsertedOrUpdatedRows ?? 0) === 1;
}

export interface ApiKeyDetailsChange {
  purpose: string;
  organisation: string | null;
  contact: string;
  email: string;
  phone: string;
}

/** The owner's details, unless the key is deactivated; false when nothing was changed. */
export async function updateApiKeyDetails(
  db: Executor,
  userId: number,
  change: ApiKeyDetailsChange,
): Promise<boolean> {
  const done = await db
    .updateTable('apiKey')
    .set(change)
    .where('userId', '=', userId)
    .where('deactivatedAt', 'is', null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

export interface ApiKeySecret {
  keyHash: string;
  keyPrefix: string;
  issuedAt: string;
  /** Kept as it is when null (a new secret for a current key keeps its expiry). */
  expiresAt: string | null;
}

/**
 * A new secret for a key that is approved or issued and not deactivated: the old one stops
 * working in the same statement. False when the key is pending, deactivated or gone.
 */
export async function setApiKeySecret(db: Executor, id: number, secret: ApiKeySecret): Promise<boolean> {
  const done = await db
    .updateTable('apiKey')
    .set((eb) => ({
      stage: 'issued' as const,
      keyHash: secret.keyHash,
      keyPrefix: secret.keyPrefix,
      issuedAt: secret.issuedAt,
      expiresAt: secret.expiresAt ?? eb.ref('expiresAt'),
    }))
    .where('id', '=', id)
    .where('stage', 'in', ['ready', 'issued'])
    .where('deactivatedAt', 'is', null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** A pending application approved with its quota and term; false unless it was pending. */
export async function approveApiKey(
  db: Executor,
  id: number,
  approval: { quota: string; by: number | null; at: string; expiresAt: string },
): Promise<boolean> {
  const done = await db
    .updateTable('apiKey')
    .set({
      stage: 'ready',
      quota: approval.quota,
      approvedBy: approval.by,
      approvedAt: approval.at,
      expiresAt: approval.expiresAt,
    })
    .where('id', '=', id)
    .where('stage', '=', 'pending')
    .where('deactivatedAt', 'is', null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

export async function setApiKeyQuota(db: Executor, id: number, quota: string): Promise<boolean> {
  const done = await db.updateTable('apiKey').set({ quota }).where('id', '=', id).executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** Deactivates with its reason; false when already deactivated or gone. */
export async function deactivateApiKey(
  db: Executor,
  id: number,
  deactivation: { by: number | null; at: string; reason: string },
): Promise<boolean> {
  const done = await db
    .updateTable('apiKey')
    .set({
      deactivatedAt: deactivation.at,
      deactivatedBy: deactivation.by,
      deactivationReason: deactivation.reason,
    })
    .where('id', '=', id)
    .where('deactivatedAt', 'is', null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** A new expiry for an issued or approved key that is not deactivated. */
export async function extendApiKey(db: Executor, id: number, expiresAt: string): Promise<boolean> {
  const done = await db
    .updateTable('apiKey')
    .set({ expiresAt })
    .where('id', '=', id)
    .where('stage', 'in', ['ready', 'issued'])
    .where('deactivatedAt', 'is', null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** Deletes the reader's key or application unless it is deactivated; false when nothing went. */
export async function deleteApiKeyOfUser(db: Executor, userId: number): Promise<boolean> {
  const done = await db
    .deleteFrom('apiKey')
    .where('userId', '=', userId)
    .where('deactivatedAt', 'is', null)
    .executeTakeFirst();
  return Number(done.numDeletedRows) === 1;
}

export type ApiKeyListState = 'pending' | 'current' | 'deactivated' | 'all';

/** Applications and keys in a state, oldest application first, with the total. */
export async function apiKeyApplications(
  db: Kysely<Database>,
  state: ApiKeyListState,
  paging: { offset: number; limit: number },
): Promise<{ total: number; rows: ApiKeyWithOwner[] }> {
  const filtered = <Q extends ReturnType<typeof withOwner>>(query: Q): Q => {
    if (state === 'pending')
      return query.where('apiKey.stage', '=', 'pending').where('apiKey.deactivatedAt', 'is', null) as Q;
    if (state === 'current')
      return query.where('apiKey.stage', '!=', 'pending').where('apiKey.deactivatedAt', 'is', null) as Q;
    if (state === 'deactivated') return query.where('apiKey.deactivatedAt', 'is not', null) as Q;
    return query;
  };
  const count = await filtered(withOwner(db))
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  const rows = await filtered(withOwner(db))
    .orderBy('apiKey.appliedAt')
    .orderBy('apiKey.id')
    .offset(paging.offset)
    .limit(paging.limit)
    .execute();
  return { total: Number(count?.n ?? 0), rows };
}

/** A notification to the key's owner (ADR 042): approval, or deactivation with its reason. */
export async function recordApiKeyNotification(
  db: Executor,
  userId: number,
  category: 'API_KEY_APPROVED' | 'API_KEY_DEACTIVATED',
  details: Record<string, unknown>,
  at: string,
): Promise<void> {
  await db
    .insertInto('listEvent')
    .values({ userId, category, listId: null, details: JSON.stringify(details), eventDate: at })
    .execute();
}
