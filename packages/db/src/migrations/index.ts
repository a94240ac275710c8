import type { Migration } from 'kysely';
import { catalogueMigration } from './001-catalogue.ts';
import { contentMigration } from './002-content.ts';
import { importerMigration } from './003-importer.ts';
import { contributionsMigration } from './004-contributions.ts';
import type { Dialect } from './columns.ts';

/** Every migration in order. Names sort lexically, so keep the numeric prefix. */
export function allMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    '001-catalogue': catalogueMigration(dialect),
    '002-content': contentMigration(dialect),
    '003-importer': importerMigration(dialect),
    '004-contributions': contributionsMigration(dialect),
  };
}
