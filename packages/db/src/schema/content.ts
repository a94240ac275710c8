import type { ColumnType, Generated } from 'kysely';

/** Editorial content, configuration and the search change log. */

export interface CollectionTable {
  id: Generated<number>;
  name: string;
  urlNamespace: string;
  urlKey: string;
  position: Generated<number>;
  catchline: string | null;
  explorable: Generated<number>;
  searchable: Generated<number>;
  searchHandler: string;
  uiSearchType: string | null;
  searchDelay: Generated<number>;
  /** The rest of the collection entity of spec 01 §3, as JSON. */
  page: Generated<string>;
}

export interface CollectionContributorTable {
  id: Generated<number>;
  collectionId: number;
  position: Generated<number>;
  contributorName: string;
  contributorPrefix: string | null;
  contributorLink: string | null;
  contributorAdditionalText: string | null;
}

export interface ConfigEntryTable {
  key: string;
  value: string;
  updatedAt: string;
}

export interface LandingPageTable {
  id: Generated<number>;
  urlKey: string;
  name: string;
  position: Generated<number>;
  inNavigation: Generated<number>;
  page: string;
}

export interface SpotlightArticleTable {
  id: Generated<number>;
  slug: string;
  article: string;
}

export interface AlertTable {
  id: Generated<number>;
  summary: string;
  impact: string;
  link: string | null;
  routerLink: string | null;
  action: string | null;
  fromCms: Generated<number>;
  deliverySystem: string | null;
  displayFrom: string | null;
  displayTo: string | null;
}

/** Every change that affects search, written in the same transaction as the change. */
export interface SearchChangeTable {
  id: Generated<number>;
  entityType: string;
  entityId: number;
  changedAt: string;
  /**
   * PostgreSQL: the logging transaction's id (xid8, read as text), set by the column's default;
   * never written by code. SQLite: always null (ADR 005, issue 12).
   */
  xactId: ColumnType<string | null, never, never>;
}

/** A record OAI-PMH reports as deleted that the store no longer holds (migration 032, ADR 052). */
export interface HarvestTombstoneTable {
  /** The record kind: 'list' (works and people keep their rows, with deleted_at). */
  kind: string;
  recordId: number;
  deletedAt: string;
}
