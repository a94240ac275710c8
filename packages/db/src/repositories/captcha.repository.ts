import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Redeems a human-check challenge once: true the first time its signature is seen, false on a
 * replay. Expired entries are cleared on the way, since an expired challenge is refused anyway.
 */
export async function spendCaptcha(
  db: Kysely<Database>,
  signature: string,
  expiresAt: string,
  now: string,
): Promise<boolean> {
  await db.deleteFrom('captchaSpent').where('expiresAt', '<', now).execute();
  const result = await db
    .insertInto('captchaSpent')
    .values({ signature, expiresAt })
    .onConflict((oc) => oc.column('signature').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
