import type { Kysely, Migration } from 'kysely';
import type { Dialect } from './columns.ts';

/**
 * Readers' pictures (issue 16 §1, ADR 040): one row per account, the two square sizes the pages
 * use, already resized, kept in the database so both stores (and every app instance) hold them
 * without a shared disk. Removing the account removes its picture.
 */
export function avatarsMigration(dialect: Dialect): Migration {
  const bytes = dialect === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('user_avatar')
        .addColumn('user_id', 'integer', (c) =>
          c.primaryKey().references('user_account.id').onDelete('cascade'),
        )
        .addColumn('media_type', 'text', (c) => c.notNull())
        .addColumn('etag', 'text', (c) => c.notNull())
        .addColumn('large', bytes, (c) => c.notNull())
        .addColumn('small', bytes, (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('user_avatar').execute();
    },
  };
}
