import { type Kysely, type Migration, sql } from 'kysely';
import { ocrNoiseOf } from '../text/ocr-noise.ts';
import type { Dialect } from './columns.ts';
import { nowIso } from '../time.ts';

/** Rows measured per read: bounded memory, whatever the size of the texts. */
const BATCH = 200;

/**
 * `version.ocr_noise` and `article.ocr_noise` (ADR 031): how noisy the OCR of a record's text is,
 * 0 (clean) to 1, null when it has none or too little to judge. The store measures it on every
 * write of the text; the records already stored are measured here, in id order and batches, and
 * logged for the search index, which ranks and features cleaner records first.
 */
export function ocrNoiseMigration(dialect: Dialect): Migration {
  // Double precision on PostgreSQL (its real is single): a re-import compares the value it measures
  // with the stored one, and must find them equal.
  const type = dialect === 'postgres' ? 'double precision' : 'real';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('version').addColumn('ocr_noise', type).execute();
      await db.schema.alterTable('article').addColumn('ocr_noise', type).execute();
      await measureOcrNoise(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('article').dropColumn('ocr_noise').execute();
      await db.schema.alterTable('version').dropColumn('ocr_noise').execute();
    },
  };
}

/** Measures every stored version's and article's text, and logs the records for the search index. */
export async function measureOcrNoise(db: Kysely<unknown>): Promise<void> {
  await measure(db, 'version', 'full_text', 'work_id', 'work');
  await measure(db, 'article', 'text', 'id', 'article');
}

async function measure(
  db: Kysely<unknown>,
  table: 'version' | 'article',
  textColumn: 'full_text' | 'text',
  entityColumn: 'work_id' | 'id',
  entityType: 'work' | 'article',
): Promise<void> {
  let after = 0;
  for (;;) {
    // One-word names: the store's camel-case plugin would rename full_text and the like.
    const { rows } = await sql<{ id: number; body: string; entity: number }>`
      select id as id, ${sql.ref(textColumn)} as body, ${sql.ref(entityColumn)} as entity from ${sql.table(table)}
      where id > ${after} and ${sql.ref(textColumn)} is not null order by id limit ${BATCH}`.execute(db);
    if (rows.length === 0) return;
    const changed = new Set<number>();
    for (const row of rows) {
      const noise = ocrNoiseOf(row.body);
      if (noise === null) continue;
      await sql`update ${sql.table(table)} set ocr_noise = ${noise} where id = ${Number(row.id)}`.execute(db);
      changed.add(Number(row.entity));
    }
    const now = nowIso();
    for (const entity of changed) {
      await sql`insert into search_change (entity_type, entity_id, changed_at)
        values (${entityType}, ${entity}, ${now})`.execute(db);
    }
    after = Number(rows[rows.length - 1]?.id ?? after);
  }
}
