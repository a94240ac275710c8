import type { OidcPayloadTable } from '../schema.ts';
import type { Executor } from './upsert.ts';

/** Storage of the embedded OpenID Connect provider's records (its adapter, ADR 014). */

export type OidcPayloadRow = OidcPayloadTable;

export async function upsertOidcPayload(db: Executor, row: OidcPayloadRow): Promise<void> {
  await db
    .insertInto('oidcPayload')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['model', 'id']).doUpdateSet({
        payload: row.payload,
        grantId: row.grantId,
        userCode: row.userCode,
        uid: row.uid,
        expiresAt: row.expiresAt,
        consumedAt: row.consumedAt,
      }),
    )
    .execute();
}

/** A live record by one of its keys; expired ones count as gone. */
export async function findOidcPayload(
  db: Executor,
  model: string,
  key: { id: string } | { uid: string } | { userCode: string },
  now: string,
): Promise<OidcPayloadRow | null> {
  let query = db
    .selectFrom('oidcPayload')
    .selectAll()
    .where('model', '=', model)
    .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now)]));
  if ('id' in key) query = query.where('id', '=', key.id);
  else if ('uid' in key) query = query.where('uid', '=', key.uid);
  else query = query.where('userCode', '=', key.userCode);
  return (await query.executeTakeFirst()) ?? null;
}

export async function consumeOidcPayload(
  db: Executor,
  model: string,
  id: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('oidcPayload')
    .set({ consumedAt: now })
    .where('model', '=', model)
    .where('id', '=', id)
    .execute();
}

export async function deleteOidcPayload(db: Executor, model: string, id: string): Promise<void> {
  await db.deleteFrom('oidcPayload').where('model', '=', model).where('id', '=', id).execute();
}

export async function deleteOidcPayloadsOfGrant(db: Executor, grantId: string): Promise<void> {
  await db.deleteFrom('oidcPayload').where('grantId', '=', grantId).execute();
}

export async function deleteExpiredOidcPayloads(db: Executor, now: string): Promise<void> {
  await db.deleteFrom('oidcPayload').where('expiresAt', '<=', now).execute();
}
