import type { CreateTableBuilder } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

/** An auto-incrementing integer primary key in the dialect's own form. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** The columns shared by every imported record: its source, its id there, and the synthetic mark. */
export function withSource<T extends string>(table: CreateTableBuilder<T, never>) {
  return table
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('synthetic', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull());
}
