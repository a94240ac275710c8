import type { Kysely } from 'kysely';
import * as accounts from './repositories/accounts.repository.ts';
import * as accountDeletion from './repositories/account-deletion.repository.ts';
import * as accountSettings from './repositories/account-settings.repository.ts';
import * as achievements from './repositories/achievements.repository.ts';
import * as apiKeys from './repositories/api-keys.repository.ts';
import * as apiUsage from './repositories/api-usage.repository.ts';
import * as articles from './repositories/articles.repository.ts';
import * as captcha from './repositories/captcha.repository.ts';
import * as catalogueWriter from './repositories/catalogue-writer.ts';
import * as content from './repositories/content.repository.ts';
import * as contributionTargets from './repositories/contribution-targets.ts';
import * as contributionsOfUser from './repositories/contributions-of-user.ts';
import * as contributionsExport from './repositories/contributions-export.repository.ts';
import * as copyright from './repositories/copyright.repository.ts';
import * as corrections from './repositories/corrections.repository.ts';
import * as correctionTallies from './repositories/correction-tallies.ts';
import * as correctionRecount from './repositories/correction-recount.ts';
import * as curation from './repositories/curation.repository.ts';
import * as dashboard from './repositories/dashboard.repository.ts';
import * as downloads from './repositories/downloads.repository.ts';
import * as explore from './repositories/explore.repository.ts';
import * as hallOfFame from './repositories/hall-of-fame.repository.ts';
import * as harvest from './repositories/harvest.repository.ts';
import * as harvestRecords from './repositories/harvest-records.repository.ts';
import * as externalAccounts from './repositories/external-accounts.ts';
import * as insertUnseen from './repositories/insert-unseen.ts';
import * as jobs from './repositories/jobs.repository.ts';
import * as libraries from './repositories/libraries.repository.ts';
import * as libraryAccounts from './repositories/library-accounts.repository.ts';
import * as listAccess from './repositories/list-access.repository.ts';
import * as listChanges from './repositories/list-changes.repository.ts';
import * as listDetails from './repositories/list-details.repository.ts';
import * as listEvents from './repositories/list-events.repository.ts';
import * as listItemRecords from './repositories/list-item-records.repository.ts';
import * as listItems from './repositories/list-items.repository.ts';
import * as listFollow from './repositories/list-follow.repository.ts';
import * as listSummaries from './repositories/list-summaries.repository.ts';
import * as listPeople from './repositories/list-people.repository.ts';
import * as lists from './repositories/lists.repository.ts';
import * as listHolding from './repositories/list-holding.repository.ts';
import * as mentions from './repositories/mentions.ts';
import * as moderation from './repositories/moderation.repository.ts';
import * as notes from './repositories/notes.repository.ts';
import * as notifications from './repositories/notifications.repository.ts';
import * as activity from './repositories/activity.repository.ts';
import * as oidcPayloads from './repositories/oidc-payloads.repository.ts';
import * as people from './repositories/people.repository.ts';
import * as profileLists from './repositories/profile-lists.repository.ts';
import * as profileDetails from './repositories/profile-details.repository.ts';
import * as personLinks from './repositories/person-links.ts';
import * as recentCorrections from './repositories/recent-corrections.repository.ts';
import * as records from './repositories/records.repository.ts';
import * as regroup from './repositories/regroup.ts';
import * as searchChanges from './repositories/search-changes.ts';
import * as searchMetadata from './repositories/search-metadata.repository.ts';
import * as searchSource from './repositories/search-source.ts';
import * as sitemap from './repositories/sitemap.repository.ts';
import * as sessions from './repositories/sessions.repository.ts';
import * as sourceLookup from './repositories/source-lookup.ts';
import * as stats from './repositories/stats.ts';
import * as tags from './repositories/tags.repository.ts';
import * as tagSummary from './repositories/tag-summary.repository.ts';
import * as upsert from './repositories/upsert.ts';
import * as userAccounts from './repositories/user-accounts.ts';
import * as v3Records from './repositories/v3-records.repository.ts';
import * as v3Contributions from './repositories/v3-contributions.repository.ts';
import * as v3Titles from './repositories/v3-titles.repository.ts';
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
    /** The Settings tab (ADR 041): switches, e-mail changes, account deletion, the feed's history. */
    settings: bound(db, { ...accountSettings, ...accountDeletion }),
    achievements: bound(db, achievements),
    /** API keys and applications, and the public API's quota counters (ADR 050). */
    apiKeys: bound(db, { ...apiKeys, ...apiUsage }),
    articles: bound(db, articles),
    captcha: bound(db, captcha),
    /** The importer's writes: records saved by their source identity, and the change log they feed. */
    catalogue: bound(db, { ...upsert, ...workWriter, ...catalogueWriter, ...insertUnseen, ...sourceLookup }),
    content: bound(db, { ...content, ...explore }),
    contributions: bound(db, { ...contributionsOfUser, ...contributionTargets, ...contributionsExport }),
    copyright: bound(db, copyright),
    /** Text corrections, their versions, blocks and the hall of fame's tallies (ADR 046). */
    corrections: bound(db, { ...corrections, ...correctionTallies }),
    curation: bound(db, { ...curation, ...regroup }),
    /** The partner dashboard's report on one library (ADR 044). */
    dashboard: bound(db, dashboard),
    downloads: bound(db, downloads),
    /** The hall of fame and a reader's recent text corrections (ADR 047): reads of the correction tallies. */
    hallOfFame: bound(db, { ...hallOfFame, ...recentCorrections, ...correctionRecount }),
    /** OAI-PMH and the sitemaps (ADR 052): records in change-time order, their fields, their MARC. */
    harvest: bound(db, { ...harvest, ...harvestRecords, ...sitemap }),
    jobs: bound(db, jobs),
    libraries: bound(db, { ...libraries, ...libraryAccounts }),
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
      ...listSummaries,
    }),
    /** A list's people: requests to join, collaborators, ownership, followers, trending. */
    listPeople: bound(db, { ...listPeople, ...listFollow }),
    /** Content managers' review of tags and notes (ADR 045). */
    moderation: bound(db, moderation),
    notes: bound(db, notes),
    /** A reader's notifications and activity feed (ADR 042). */
    notifications: bound(db, { ...notifications, ...activity }),
    oidc: bound(db, oidcPayloads),
    people: bound(db, { ...people, ...personLinks }),
    /** What a reader says about themselves, and their picture (ADR 040). */
    profileDetails: bound(db, profileDetails),
    /** Whole records as the record pages and the API show them. */
    records: bound(db, records),
    /** What the search index is built from and follows. */
    searchIndex: bound(db, { ...searchSource, ...searchChanges }),
    searchMetadata: bound(db, searchMetadata),
    sessions: bound(db, sessions),
    stats: bound(db, stats),
    tags: bound(db, { ...tags, ...tagSummary }),
    works: bound(db, { ...works, ...mentions }),
    /** The public API v3's records, titles and contributors, read in batches (ADR 051). */
    v3: bound(db, { ...v3Records, ...v3Contributions, ...v3Titles }),
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
