import { type Expression, type SqlBool, sql } from 'kysely';

/**
 * Who is looking: an account id, or null for an anonymous visitor. Private contributions are seen
 * only by the account that made them, so an anonymous caller gets public rows only.
 */
export type Viewer = number | null;

/**
 * Public rows, plus the viewer's own private ones, of a table with `priv` and `user_id`; a tag or
 * note a content manager hid or deleted is no one's to see here, its author's included (ADR 045).
 */
export function visibleTo(table: 'tag' | 'annotation' | 'userList', viewer: Viewer): Expression<SqlBool> {
  const priv = sql.ref(`${table}.priv`);
  if (table !== 'userList') return sql<SqlBool>`(${unmoderated(table)} and ${ownOrPublic(table, viewer)})`;
  if (viewer === null) return sql<SqlBool>`${priv} = 0`;
  // A private list shows to its collaborators too (ADR 038).
  return sql<SqlBool>`(${priv} = 0 or user_list.user_id = ${viewer} or exists (
      select 1 from list_collaborator where list_collaborator.list_id = user_list.id
        and list_collaborator.user_id = ${viewer}))`;
}

function ownOrPublic(table: 'tag' | 'annotation', viewer: Viewer): Expression<SqlBool> {
  const priv = sql.ref(`${table}.priv`);
  if (viewer === null) return sql<SqlBool>`${priv} = 0`;
  return sql<SqlBool>`(${priv} = 0 or ${sql.ref(`${table}.userId`)} = ${viewer})`;
}

/** Tags or notes no content manager has hidden or deleted (ADR 045). */
export function unmoderated(table: 'tag' | 'annotation'): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(`${table}.moderation`)} is null`;
}
