import type { Kysely, Migration } from 'kysely';

/**
 * The hall of fame read from its indexes alone (ADR 047): the any-time ranking orders ties by
 * account, so `correction_total`'s ranking index carries user_id (and replaces the one of
 * migration 028 it extends); the last week and month sum `correction_day` over a range of days,
 * which an index holding user_id and lines answers without reading the table (measured with
 * `npm run bench:corrections`).
 */
export function hallOfFameRankingMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('correction_total_ranking_ix')
        .on('correction_total')
        .columns(['filter', 'lines', 'user_id'])
        .execute();
      await db.schema.dropIndex('correction_total_rank_ix').execute();
      await db.schema
        .createIndex('correction_day_ranking_ix')
        .on('correction_day')
        .columns(['filter', 'day', 'user_id', 'lines'])
        .execute();
      await db.schema.dropIndex('correction_day_period_ix').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema
        .createIndex('correction_day_period_ix')
        .on('correction_day')
        .columns(['filter', 'day'])
        .execute();
      await db.schema.dropIndex('correction_day_ranking_ix').execute();
      await db.schema
        .createIndex('correction_total_rank_ix')
        .on('correction_total')
        .columns(['filter', 'lines'])
        .execute();
      await db.schema.dropIndex('correction_total_ranking_ix').execute();
    },
  };
}
