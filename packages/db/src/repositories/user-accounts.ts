import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { nowIso } from '../time.ts';
import type { Executor } from './upsert.ts';
import { exactSpellingFirst, usernameMatches } from './username-match.ts';

/** User accounts, minimal until accounts and sign-in arrive (ADR 012). */

export interface NewUserAccount {
  username: string;
  displayName: string;
  demo?: boolean;
}

/** The account with this username, created when missing; its id either way. */
export async function ensureUserAccount(db: Executor, account: NewUserAccount): Promise<number> {
  await db
    .insertInto('userAccount')
    .values({
      username: account.username,
      displayName: account.displayName,
      demo: account.demo ? 1 : 0,
      createdAt: nowIso(),
    })
    .onConflict((oc) => oc.column('username').doNothing())
    .execute();
  const row = await db
    .selectFrom('userAccount')
    .select('id')
    .where('username', '=', account.username)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The account id of a user name, whatever its case (username-match.ts), or undefined. */
export async function userIdByName(db: Kysely<Database>, username: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('userAccount')
    .select('id')
    .where((eb) => usernameMatches(eb, username))
    .orderBy(exactSpellingFirst(username))
    .orderBy('id')
    .executeTakeFirst();
  return row?.id;
}
