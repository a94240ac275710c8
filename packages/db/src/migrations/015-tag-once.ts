import { type Kysely, type Migration, sql } from 'kysely';
import { nowIso } from '../time.ts';

/** Rows deleted per statement: well under every dialect's bound-parameter limit. */
const CHUNK = 500;

/**
 * One contributor holds a tag once (ADR 015): the same name, ignoring case, on the same target with
 * the same visibility and kind. Anonymous visitors count as one contributor (user_id null, indexed as
 * 0: account ids start at 1). Earlier duplicates are removed first, keeping the oldest of each set;
 * nothing else is touched. Records that lose a public tag are logged for the search index, since a
 * removed twin may have been spelt in another case.
 */
export function tagOnceMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // One-word names: the store's camel-case plugin would rename target_type and the like.
      const { rows } = await sql<{ id: number; kind: string; record: number; priv: number }>`
        select t.id as id, t.target_type as kind, t.target_id as record, t.priv as priv from tag t
        where exists (
          select 1 from tag o
          where o.target_type = t.target_type and o.target_id = t.target_id
            and coalesce(o.user_id, 0) = coalesce(t.user_id, 0)
            and lower(o.name) = lower(t.name) and o.priv = t.priv and o.subject = t.subject
            and (o.created_at < t.created_at or (o.created_at = t.created_at and o.id < t.id))
        )`.execute(db);
      const reindexed = new Set<string>();
      for (const row of rows) {
        const key = `${row.kind}:${row.record}`;
        if (Number(row.priv) !== 0 || row.kind === 'list' || reindexed.has(key)) continue;
        reindexed.add(key);
        await sql`insert into search_change (entity_type, entity_id, changed_at)
          values (${row.kind}, ${Number(row.record)}, ${nowIso()})`.execute(db);
      }
      const ids = rows.map((row) => Number(row.id));
      for (let i = 0; i < ids.length; i += CHUNK) {
        const chunk = ids.slice(i, i + CHUNK);
        await sql`delete from tag where id in (${sql.join(chunk)})`.execute(db);
      }
      await sql`create unique index tag_once_ux on tag
        (target_type, target_id, coalesce(user_id, 0), lower(name), priv, subject)`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`drop index tag_once_ux`.execute(db);
    },
  };
}
