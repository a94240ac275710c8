import type { Kysely, Migration } from 'kysely';
import { type Dialect, withId } from './columns.ts';

/**
 * Text correction of newspaper and gazette OCR, and the hall of fame (issue 17, ADR 046).
 *
 * An article's text is a fixed sequence of lines (paragraph breaks never move); a correction
 * changes the text of some lines. The OCR as first loaded is copied to `article.original_text`
 * at the first correction and never changed again, so every version can be rebuilt from it by
 * replaying the live corrections' line changes in version order. `article.text` always holds the
 * current version, which search indexes.
 *
 * The hall of fame reads running tallies kept in the transaction of every correction, revert and
 * withdrawal: `correction_total` (any time) and `correction_day` (one row per reader, filter and
 * UTC day). The last hour and last day are summed from `text_correction.credited_lines`.
 */
export function textCorrectionsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // One column a statement: SQLite alters a table one column at a time.
      const article = () => db.schema.alterTable('article');
      // The OCR as loaded; null until the first correction.
      await article().addColumn('original_text', 'text').execute();
      // The live version's number: 0 is the OCR, each applied correction or revert adds one.
      await article()
        .addColumn('text_version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await article().addColumn('last_corrected_at', 'text').execute();
      await article()
        .addColumn('last_corrector_id', 'integer', (c) =>
          c.references('user_account.id').onDelete('set null'),
        )
        .execute();
      // Until when the original OCR is still indexed beside the corrected text (ISO-8601 UTC).
      await article().addColumn('original_searchable_until', 'text').execute();
      for (const column of ['last_corrected_at', 'original_searchable_until'])
        await db.schema.createIndex(`article_${column}_ix`).on('article').column(column).execute();

      await withId(db.schema.createTable('text_correction'), dialect)
        .addColumn('article_id', 'integer', (c) => c.notNull().references('article.id').onDelete('cascade'))
        // The version it made; null while it is held for review or after it was rejected.
        .addColumn('version', 'integer')
        // The version the corrector saw when they began.
        .addColumn('base_version', 'integer', (c) => c.notNull())
        // Null for a visitor who passed the human check, or once the account is gone.
        .addColumn('user_id', 'integer', (c) => c.references('user_account.id').onDelete('set null'))
        // 'correction', 'revert' (a data manager's, to an earlier version) or 'demo' (seeded, marked).
        .addColumn('kind', 'text', (c) => c.notNull())
        // 'live', 'held' (for a data manager's review) or 'rejected'.
        .addColumn('status', 'text', (c) => c.notNull())
        // The newspaper or gazette filter of the hall of fame the article belongs to.
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('comment', 'text')
        // Why: a revert's reason, why it was held, or why a held correction was rejected.
        .addColumn('reason', 'text')
        // The version a revert restored.
        .addColumn('reverts_to', 'integer')
        .addColumn('line_count', 'integer', (c) => c.notNull())
        // Lines that count for the hall of fame now (withdrawn ones are subtracted).
        .addColumn('credited_lines', 'integer', (c) => c.notNull().defaultTo(0))
        // A keyed hash of the caller's address, for the per-address rate limit; never the address.
        .addColumn('address_key', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('reviewed_by', 'integer', (c) => c.references('user_account.id').onDelete('set null'))
        .addColumn('reviewed_at', 'text')
        .execute();
      await db.schema
        .createIndex('text_correction_version_ux')
        .on('text_correction')
        .columns(['article_id', 'version'])
        .unique()
        .execute();
      await db.schema
        .createIndex('text_correction_user_ix')
        .on('text_correction')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('text_correction_period_ix')
        .on('text_correction')
        .columns(['category', 'created_at'])
        .execute();
      await db.schema
        .createIndex('text_correction_address_ix')
        .on('text_correction')
        .columns(['address_key', 'created_at'])
        .execute();
      await db.schema
        .createIndex('text_correction_status_ix')
        .on('text_correction')
        .column('status')
        .execute();

      await withId(db.schema.createTable('text_correction_line'), dialect)
        .addColumn('correction_id', 'integer', (c) =>
          c.notNull().references('text_correction.id').onDelete('cascade'),
        )
        .addColumn('article_id', 'integer', (c) => c.notNull().references('article.id').onDelete('cascade'))
        // Zero-based index into the article's lines.
        .addColumn('line_no', 'integer', (c) => c.notNull())
        .addColumn('old_text', 'text', (c) => c.notNull())
        .addColumn('new_text', 'text', (c) => c.notNull())
        // 1 while this line change counts for its author (ADR 046), 0 otherwise.
        .addColumn('credited', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('text_correction_line_correction_ix')
        .on('text_correction_line')
        .column('correction_id')
        .execute();
      await db.schema
        .createIndex('text_correction_line_article_ix')
        .on('text_correction_line')
        .columns(['article_id', 'line_no'])
        .execute();

      await db.schema
        .createTable('correction_block')
        .addColumn('user_id', 'integer', (c) =>
          c.primaryKey().references('user_account.id').onDelete('cascade'),
        )
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('blocked_by', 'integer', (c) => c.references('user_account.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      // Hall of fame tallies; filter is 'all', 'newspaper', 'gazette', 'book' or 'journal'.
      await db.schema
        .createTable('correction_total')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
        .addColumn('filter', 'text', (c) => c.notNull())
        .addColumn('lines', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('correction_total_pk', ['user_id', 'filter'])
        .execute();
      await db.schema
        .createIndex('correction_total_rank_ix')
        .on('correction_total')
        .columns(['filter', 'lines'])
        .execute();
      await db.schema
        .createTable('correction_day')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
        .addColumn('filter', 'text', (c) => c.notNull())
        // YYYY-MM-DD, UTC.
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('lines', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('correction_day_pk', ['user_id', 'filter', 'day'])
        .execute();
      await db.schema
        .createIndex('correction_day_period_ix')
        .on('correction_day')
        .columns(['filter', 'day'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['correction_day', 'correction_total', 'correction_block', 'text_correction_line'])
        await db.schema.dropTable(table).execute();
      await db.schema.dropTable('text_correction').execute();
      for (const column of ['last_corrected_at', 'original_searchable_until'])
        await db.schema.dropIndex(`article_${column}_ix`).execute();
      for (const column of [
        'original_searchable_until',
        'last_corrector_id',
        'last_corrected_at',
        'text_version',
        'original_text',
      ])
        await db.schema.alterTable('article').dropColumn(column).execute();
    },
  };
}
