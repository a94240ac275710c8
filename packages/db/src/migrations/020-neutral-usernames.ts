import { type Kysely, type Migration, sql } from 'kysely';

/**
 * User names are chosen by their readers now (ADR 039). Sign-up used to make them from the
 * e-mail address's local part (with a random number when that was taken), and an external issuer
 * could hand over an address as its preferred user name: such names show a part of an address on
 * every public page, so they become neutral ones, 'reader-' and the account's id, until their
 * readers choose. A display name holding an address becomes the account's user name.
 *
 * The old rule is copied here as it was, not imported: a migration must keep meaning what it did.
 */
function oldUsernameBase(email: string): string {
  const local = (email.split('@')[0] ?? '').toLowerCase().replace(/[^a-z0-9._-]/g, '');
  return (local || 'user').slice(0, 30);
}

/** Whether sign-up (or an issuer) made this name from this address. */
export function derivedFromEmail(username: string, email: string | null): boolean {
  if (username.includes('@')) return true;
  if (email === null) return false;
  const base = oldUsernameBase(email);
  const name = username.toLowerCase();
  return name === base || (name.startsWith(base) && /^\d{2,5}$/.test(name.slice(base.length)));
}

/** Aliased without underscores, so the camel-case plugin leaves the keys as they are. */
/** Something shaped like an e-mail address anywhere in a display name. */
const EMAIL_INSIDE = /[^\s@]+@[^\s@]+\.[^\s@]+/;

interface Row {
  id: number;
  username: string;
  shown: string;
  email: string | null;
}

export function neutralUsernamesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const { rows } =
        await sql<Row>`select id, username, display_name as shown, email from user_account order by id`.execute(
          db,
        );
      const taken = new Set(rows.map((r) => r.username.toLowerCase()));
      for (const row of rows) {
        let username = row.username;
        if (derivedFromEmail(row.username, row.email)) {
          // 'reader-' and the id is free unless a reader's address made exactly that name.
          username = `reader-${row.id}`;
          while (taken.has(username)) username += '0';
          taken.add(username);
        }
        const displayName = EMAIL_INSIDE.test(row.shown) ? username : row.shown;
        if (username !== row.username || displayName !== row.shown)
          await sql`update user_account set username = ${username}, display_name = ${displayName} where id = ${row.id}`.execute(
            db,
          );
      }
    },
    async down() {
      // The names derived from addresses are not brought back.
    },
  };
}
