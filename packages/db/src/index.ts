export { openStore, type Store, type TransactionRepositories, type DatabaseOptions } from './connection.ts';
export type { Repositories } from './repositories.ts';
export type { Dialect } from './migrations/columns.ts';
export * from './schema.ts';
export { toJson, fromJson } from './json.ts';
export { nowIso } from './time.ts';
export type * from './repositories/upsert.ts';
export type * from './repositories/work-writer.ts';
export type * from './repositories/catalogue-writer.ts';
export type * from './repositories/insert-unseen.ts';
export type * from './repositories/source-lookup.ts';
export type * from './repositories/libraries.repository.ts';
export type * from './repositories/content.repository.ts';
export type * from './repositories/records.repository.ts';
export type * from './repositories/search-source.ts';
export type * from './repositories/search-changes.ts';
export type * from './repositories/stats.ts';
export type * from './repositories/search-metadata.repository.ts';
export type * from './repositories/works.repository.ts';
export type * from './repositories/copyright.repository.ts';
export type * from './repositories/explore.repository.ts';
export type * from './repositories/people.repository.ts';
export type * from './repositories/person-links.ts';
export type * from './repositories/articles.repository.ts';
export type * from './repositories/regroup.ts';
export type * from './repositories/visibility.ts';
export type * from './repositories/user-accounts.ts';
export type * from './repositories/accounts.repository.ts';
export type * from './repositories/external-accounts.ts';
export type * from './repositories/sessions.repository.ts';
export type * from './repositories/oidc-payloads.repository.ts';
export type * from './repositories/tags.repository.ts';
export type * from './repositories/notes.repository.ts';
export type * from './repositories/contributions-of-user.ts';
export type * from './repositories/lists.repository.ts';
export type * from './repositories/list-access.repository.ts';
export type * from './repositories/list-events.repository.ts';
export type * from './repositories/list-items.repository.ts';
export type * from './repositories/list-details.repository.ts';
export type * from './repositories/list-changes.repository.ts';
export type * from './repositories/list-item-records.repository.ts';
// Named: list-details and list-people both have a profilePublicOf (each bound in its own group).
export type {
  AccountName,
  CollaborationRequestRow,
  JoinOutcome,
  RemovedContributions,
  TrendingRow,
  ListStanding,
} from './repositories/list-people.repository.ts';
export type * from './repositories/contribution-targets.ts';
export type * from './repositories/mentions.ts';
export type * from './repositories/captcha.repository.ts';
export type * from './repositories/achievements.repository.ts';
export type * from './repositories/jobs.repository.ts';
export type * from './repositories/downloads.repository.ts';
export type * from './repositories/curation.repository.ts';
// Pure helpers that need no database.
export { targetKey } from './repositories/contributions-of-user.ts';
export { laterCursor, LOG_START } from './repositories/search-changes.ts';
export { BY_RELATIONS, ABOUT_RELATIONS } from './repositories/people.repository.ts';
export { SEARCH_ENTITY_KINDS } from './repositories/search-source.ts';
