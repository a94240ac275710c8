import type { Kysely, Migration } from 'kysely';
import { type Dialect, withId } from './columns.ts';

/**
 * API keys, their applications and quota counters (issue 18 §2, ADR 050).
 *
 * One row of `api_key` per reader: an application (stage 'pending' while a commercial one waits
 * for a data manager), approved ('ready': no secret made yet) or issued. The key itself is never
 * stored: only the SHA-256 of it (`key_hash`, unique, looked up at every request) and a short
 * non-secret prefix to show. Deactivation keeps who, when and why (the reason is sent to the owner).
 *
 * `api_usage` counts requests per subject (a key's id, or a keyed hash of a keyless caller's
 * address) and fixed window (its length and start), with one atomic upsert per request, so every
 * instance over one database shares the count.
 */
export function apiKeysMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('api_key'), dialect)
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().unique().references('user_account.id').onDelete('cascade'),
        )
        // 'pending', 'ready' or 'issued'.
        .addColumn('stage', 'text', (c) => c.notNull())
        .addColumn('commercial', 'integer', (c) => c.notNull())
        // As written, e.g. '1000/d' or '10/s,20000/d' (spec 03 §9 suffixes).
        .addColumn('quota', 'text', (c) => c.notNull())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('organisation', 'text')
        .addColumn('contact', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        // SHA-256 (hex) of the key; null until one is made.
        .addColumn('key_hash', 'text', (c) => c.unique())
        .addColumn('key_prefix', 'text')
        .addColumn('applied_at', 'text', (c) => c.notNull())
        .addColumn('approved_at', 'text')
        .addColumn('approved_by', 'integer', (c) => c.references('user_account.id').onDelete('set null'))
        .addColumn('issued_at', 'text')
        .addColumn('expires_at', 'text')
        .addColumn('deactivated_at', 'text')
        .addColumn('deactivated_by', 'integer', (c) => c.references('user_account.id').onDelete('set null'))
        .addColumn('deactivation_reason', 'text')
        .execute();
      await db.schema
        .createIndex('api_key_stage_ix')
        .on('api_key')
        .columns(['stage', 'applied_at'])
        .execute();

      await db.schema
        .createTable('api_usage')
        // 'key:<id>' or 'addr:<keyed hash>'.
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('window_ms', 'integer', (c) => c.notNull())
        // The window's start, ISO-8601 UTC.
        .addColumn('window_start', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('api_usage_pk', ['subject', 'window_ms', 'window_start'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('api_usage').execute();
      await db.schema.dropTable('api_key').execute();
    },
  };
}
