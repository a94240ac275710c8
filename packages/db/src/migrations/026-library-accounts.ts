import type { Kysely, Migration } from 'kysely';

/**
 * `library_account`: which libraries (NUC symbols) a partner account reports on (spec 03 §2
 * Partner dashboard; ADR 044). Linked and unlinked from the command line, as roles are. The NUC is
 * kept as text, the key holdings use, so a library re-imported under a new id keeps its links.
 * The index on holding(nuc, version_id) lets the dashboard read one library's holdings without
 * scanning every holding.
 */
export function libraryAccountsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('library_account')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
        .addColumn('nuc', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('library_account_pk', ['user_id', 'nuc'])
        .execute();
      await db.schema.createIndex('holding_nuc_ix').on('holding').columns(['nuc', 'version_id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('holding_nuc_ix').execute();
      await db.schema.dropTable('library_account').execute();
    },
  };
}
