import type { Kysely } from 'kysely';
import * as accounts from './repositories/accounts.repository.ts';
import * as achievements from './repositories/achievements.repository.ts';
import * as articles from './repositories/articles.repository.ts';
import * as captcha from './repositories/captcha.repository.ts';
import * as catalogueWriter from './repositories/catalogue-writer.ts';
import * as content from './repositories/content.repository.ts';
import * as contributionTargets from './repositories/contribution-targets.ts';
import * as contributionsOfUser from './repositories/contributions-of-user.ts';
import * as copyright from './repositories/copyright.repository.ts';
import * as curation from './repositories/curation.repository.ts';
import * as downloads from './repositories/downloads.repository.ts';
import * as explore from './repositories/explore.repository.ts';
import * as externalAccounts from './repositories/external-accounts.ts';
import * as insertUnseen from './repositories/insert-unseen.ts';
import * as jobs from './repositories/jobs.repository.ts';
import * as libraries from './repositories/libraries.repository.ts';
import * as listAccess from './repositories/list-access.repository.ts';
import * as listChanges from './repositories/list-changes.repository.ts';
import * as listDetails from './repositories/list-details.repository.ts';
import * as listEvents from './repositories/list-events.repository.ts';
import * as listItemRecords from './repositories/list-item-records.repository.ts';
import * as listItems from './repositories/list-items.repository.ts';
import * as listFollow from './repositories/list-follow.repository.ts';
import * as listPeople from './repositories/list-people.repository.ts';
import * as lists from './repositories/lists.repository.ts';
import * as listHolding from './repositories/list-holding.repository.ts';
import * as mentions from './repositories/mentions.ts';
import * as notes from './repositories/notes.repository.ts';
import * as oidcPayloads from './repositories/oidc-payloads.repository.ts';
import * as people from './repositories/people.repository.ts';
import * as profileLists from './repositories/profile-lists.repository.ts';
import * as personLinks from './repositories/person-links.ts';
import * as records from './repositories/records.repository.ts';
import * as regroup from './repositories/regroup.ts';
import * as searchChanges from './repositories/search-changes.ts';
import * as searchMetadata from './repositories/search-metadata.repository.ts';
import * as searchSource from './repositories/search-source.ts';
import * as sessions from './repositories/sessions.repository.ts';
import * as sourceLookup from './repositories/source-lookup.ts';
import * as stats from './repositories/stats.ts';
import * as tags from './repositories/tags.repository.ts';
import * as tagSummary from './repositories/tag-summary.repository.ts';
import * as upsert from './repositories/upsert.ts';
import * as userAccounts from './repositories/user-accounts.ts';
import * as workWriter from './repositories/work-writer.ts';
import * as works from './repositories/works.repository.ts';
import type { Database } from './schema.ts';

/**
 * The repositories, one per aggregate, each a set of queries bound to one connection or
 * transaction. Callers outside this package get these and never the query builder (ADR 029), so
 * every query the portal runs is written here, once, for both databases.
 */
export function repositoriesOf(db: Kysely<Database>) {
  return {
    accounts: bound(db, { ...accounts, ...userAccounts, ...externalAccounts }),
    achievements: bound(db, achievements),
    articles: bound(db, articles),
    captcha: bound(db, captcha),
    /** The importer's writes: records saved by their source identity, and the change log they feed. */
    catalogue: bound(db, { ...upsert, ...workWriter, ...catalogueWriter, ...insertUnseen, ...sourceLookup }),
    content: bound(db, { ...content, ...explore }),
    contributions: bound(db, { ...contributionsOfUser, ...contributionTargets }),
    copyright: bound(db, copyright),
    curation: bound(db, { ...curation, ...regroup }),
    downloads: bound(db, downloads),
    jobs: bound(db, jobs),
    libraries: bound(db, libraries),
    lists: bound(db, {
      ...lists,
      ...listAccess,
      ...listEvents,
      ...listItems,
      ...listItemRecords,
      ...listDetails,
      ...listChanges,
      ...listHolding,
      ...profileLists,
    }),
    /** A list's people: requests to join, collaborators, ownership, followers, trending. */
    listPeople: bound(db, { ...listPeople, ...listFollow }),
    notes: bound(db, notes),
    oidc: bound(db, oidcPayloads),
    people: bound(db, { ...people, ...personLinks }),
    /** Whole records as the record pages and the API show them. */
    records: bound(db, records),
    /** What the search index is built from and follows. */
    searchIndex: bound(db, { ...searchSource, ...searchChanges }),
    searchMetadata: bound(db, searchMetadata),
    sessions: bound(db, sessions),
    stats: bound(db, stats),
    tags: bound(db, { ...tags, ...tagSummary }),
    works: bound(db, { ...works, ...mentions }),
  };
}

export type Repositories = ReturnType<typeof repositoriesOf>;

/** The queries of a module whose first parameter is the query builder, with it bound. */
type Bound<M> = {
  [
    K in keyof M as M[K] extends (db: Kysely<Database>, ...args: never[]) => unknown ? K : never
  ]: M[K] extends (db: Kysely<Database>, ...args: infer A) => infer R ? (...args: A) => R : never;
};

// A module's constants and pure helpers are bound too but are absent from the type, so they can
// never be called through a repository.
function bound<M extends object>(db: Kysely<Database>, module: M): Bound<M> {
  const queries: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(module))
    if (typeof value === 'function') queries[name] = (...args: unknown[]) => value(db, ...args);
  return queries as Bound<M>;
}
