import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * User names match whatever their case ('Ada' finds 'ada'): `lower()` on both sides, so each store
 * folds alike (SQLite folds ASCII letters only; PostgreSQL all). Index user_account_username_lower_ix
 * serves it. Should two accounts differ only in case, the exact spelling wins, then the oldest.
 */
export function usernameMatches(eb: ExpressionBuilder<Database, 'userAccount'>, username: string) {
  return eb(eb.fn('lower', ['username']), '=', eb.fn('lower', [eb.val(username)]));
}

export function exactSpellingFirst(username: string) {
  return sql<number>`case when username = ${username} then 0 else 1 end`;
}
