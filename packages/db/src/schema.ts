import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types for Kysely. Column names are camelCase here and snake_case in the database
 * (CamelCasePlugin). Flags are 0/1 integers and JSON lives in text columns, so that SQLite
 * and PostgreSQL return identical values.
 */

/** Columns every imported record carries: where it came from, and whether it is invented. */
interface Sourced {
  source: string;
  sourceId: string;
  synthetic: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export interface LibraryTable {
  id: Generated<number>;
  nuc: string;
  name: string;
  shortName: string | null;
  parentNuc: string | null;
  parentName: string | null;
  state: string | null;
  openToPublic: Generated<number>;
  accessPolicy: string | null;
  homepage: string | null;
  totalHoldings: Generated<number>;
  synthetic: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export interface WorkTable extends Sourced {
  id: Generated<number>;
  /** Key that versions of one work share (ADR 003). */
  groupKey: string;
  title: string;
  workType: Generated<string>;
  /** Collection url key this work belongs to, e.g. book, images, music. */
  category: string;
  primaryFormat: string | null;
  formats: Generated<string>;
  creators: Generated<string>;
  subjects: Generated<string>;
  summary: string | null;
  yearStart: number | null;
  yearEnd: number | null;
  languages: Generated<string>;
  thumbnailUrl: string | null;
  australian: Generated<number>;
  culturallySensitive: Generated<number>;
  firstAustralians: Generated<number>;
  deletedAt: string | null;
  /** Versions held when a separation or merge began (JSON ids); null when settled (ADR 010). */
  settledVersionIds: string | null;
}

export interface VersionTable extends Sourced {
  id: Generated<number>;
  workId: number;
  title: string;
  format: string | null;
  creators: Generated<string>;
  contributors: Generated<string>;
  published: string | null;
  publisher: string | null;
  place: string | null;
  year: number | null;
  date: string | null;
  languages: Generated<string>;
  identifiers: Generated<string>;
  thumbnailUrl: string | null;
  imageUrl: string | null;
  onlineText: string | null;
  fullText: string | null;
  /** Descriptive fields (notes, series, contents, edition, extent …) as a JSON object. */
  details: Generated<string>;
}

export interface SourceRecordTable {
  id: Generated<number>;
  versionId: number;
  source: string;
  sourceId: string;
  nuc: string | null;
  rawFormat: string;
  raw: string;
  createdAt: string;
  updatedAt: string;
}

export interface HoldingTable {
  id: Generated<number>;
  versionId: number;
  nuc: string;
  callNumber: string | null;
  url: string | null;
}

export interface AvailableUrlTable {
  id: Generated<number>;
  versionId: number;
  url: string;
  linkText: string | null;
  /** Trove access types: f free, r restricted / conditions, s subscription, … */
  accessType: Generated<string>;
  nuc: string | null;
}

export interface PersonTable extends Sourced {
  id: Generated<number>;
  primaryName: string;
  displayName: string;
  entityType: Generated<string>;
  alternativeNames: Generated<string>;
  birthDate: string | null;
  deathDate: string | null;
  birthPlace: string | null;
  gender: string | null;
  occupations: Generated<string>;
  identifiers: Generated<string>;
  thumbnailUrl: string | null;
  culturallySensitive: Generated<number>;
  deletedAt: string | null;
  /** 1 when the record only tells apart the people a name may refer to (migration 005). */
  disambiguation: Generated<number>;
}

/** A name a disambiguation record may now refer to, with that person's record when known. */
export interface PersonDisambiguationTable {
  id: Generated<number>;
  personId: number;
  position: Generated<number>;
  name: string;
  targetPersonId: number | null;
}

export interface BiographyTable {
  id: Generated<number>;
  personId: number;
  contributorNuc: string | null;
  contributorName: string | null;
  text: string;
  url: string | null;
  isPrimary: Generated<number>;
}

export interface WorkPersonTable {
  workId: number;
  personId: number;
  relation: string;
}

export interface NewspaperTitleTable extends Sourced {
  id: Generated<number>;
  name: string;
  /** newspaper or gazette */
  kind: Generated<string>;
  state: string | null;
  place: string | null;
  startDate: string | null;
  endDate: string | null;
  issn: string | null;
  articleCount: number | null;
  latitude: number | null;
  longitude: number | null;
}

export interface ArticleTable extends Sourced {
  id: Generated<number>;
  titleId: number | null;
  heading: string;
  category: string | null;
  date: string | null;
  page: string | null;
  pageSequence: number | null;
  illustrated: Generated<number>;
  wordCount: number | null;
  correctionCount: Generated<number>;
  text: string | null;
  troveUrl: string | null;
  culturallySensitive: Generated<number>;
}

export interface PeriodicalIssueTable extends Sourced {
  id: Generated<number>;
  workId: number;
  title: string;
  date: string | null;
  year: number | null;
  url: string | null;
  pages: number | null;
}

export interface WebsiteTable extends Sourced {
  id: Generated<number>;
  url: string;
  title: string;
  domain: string;
  govAu: Generated<number>;
  state: string | null;
  webCollections: Generated<string>;
}

export interface WebsiteCaptureTable {
  id: Generated<number>;
  websiteId: number;
  timestamp: string;
  originalUrl: string;
  mimetype: string | null;
  statusCode: number | null;
  digest: string | null;
  length: number | null;
}

export interface WebCollectionTable extends Sourced {
  id: Generated<number>;
  name: string;
  /** subject or collection */
  kind: string;
  parentSourceId: string | null;
  titleCount: Generated<number>;
}

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
}

/** A person who contributes (ADR 012): minimal until accounts and sign-in arrive. */
export interface UserAccountTable {
  id: Generated<number>;
  username: string;
  displayName: string;
  /** 1 for the accounts holding the seeded demonstration content. */
  demo: Generated<number>;
  createdAt: string;
  /** Lower-cased; null for demonstration accounts and some external ones. */
  email: string | null;
  /** argon2id (PHC string); null for accounts that sign in elsewhere. */
  passwordHash: string | null;
  /** Space-separated role names. */
  roles: Generated<string>;
  /** "issuer subject" for accounts from an external OpenID Connect issuer. */
  externalSubject: string | null;
  lastLoginAt: string | null;
  failedLogins: Generated<number>;
  lockedUntil: string | null;
}

/** A signed-in session, stored by the hash of its cookie token (ADR 014). */
export interface UserSessionTable {
  id: string;
  userId: number;
  createdAt: string;
  expiresAt: string;
  lastSeenAt: string;
  tokenExpiresAt: string | null;
  refreshToken: string | null;
  idToken: string | null;
}

/** A record of the embedded OpenID Connect provider (its adapter; ADR 014). */
export interface OidcPayloadTable {
  model: string;
  id: string;
  /** The provider's JSON payload. */
  payload: string;
  grantId: string | null;
  userCode: string | null;
  uid: string | null;
  expiresAt: string | null;
  consumedAt: string | null;
}

/** A password-reset link, stored by the hash of its token. */
export interface PasswordResetTable {
  id: string;
  userId: number;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

/** What tags and notes may be attached to: the catalogue's records and user lists. */
export type ContributionTarget = 'work' | 'version' | 'person' | 'list';

export interface TagTable {
  id: Generated<number>;
  name: string;
  /** Null for a public tag an anonymous visitor added after the human check. */
  userId: number | null;
  targetType: ContributionTarget;
  targetId: number;
  priv: Generated<number>;
  subject: Generated<number>;
  createdAt: string;
}

export interface AnnotationTable {
  id: Generated<number>;
  /** Plain text as written; pages render it as text, never as markup. */
  content: string;
  userId: number | null;
  targetType: ContributionTarget;
  targetId: number;
  priv: Generated<number>;
  createdAt: string;
  lastModified: string;
}

export interface UserListTable {
  id: Generated<number>;
  userId: number;
  title: string;
  description: string | null;
  priv: Generated<number>;
  collaborative: Generated<number>;
  facebookGroupId: string | null;
  thumbnailUrl: string | null;
  itemCount: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

/** What a list may hold (spec 03 §3 list item types; uri is a web address with its own title). */
export type ListItemTarget = 'work' | 'version' | 'person' | 'article' | 'website' | 'uri';

export interface ListItemTable {
  id: Generated<number>;
  listId: number;
  targetType: ListItemTarget;
  /** The catalogue id; null for a uri item. */
  targetId: number | null;
  url: string | null;
  title: string | null;
  note: string | null;
  position: number;
  createdBy: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface Database {
  library: LibraryTable;
  work: WorkTable;
  version: VersionTable;
  sourceRecord: SourceRecordTable;
  holding: HoldingTable;
  availableUrl: AvailableUrlTable;
  person: PersonTable;
  biography: BiographyTable;
  workPerson: WorkPersonTable;
  personDisambiguation: PersonDisambiguationTable;
  newspaperTitle: NewspaperTitleTable;
  article: ArticleTable;
  periodicalIssue: PeriodicalIssueTable;
  website: WebsiteTable;
  websiteCapture: WebsiteCaptureTable;
  webCollection: WebCollectionTable;
  collection: CollectionTable;
  collectionContributor: CollectionContributorTable;
  configEntry: ConfigEntryTable;
  landingPage: LandingPageTable;
  spotlightArticle: SpotlightArticleTable;
  alert: AlertTable;
  searchChange: SearchChangeTable;
  userAccount: UserAccountTable;
  userSession: UserSessionTable;
  passwordReset: PasswordResetTable;
  oidcPayload: OidcPayloadTable;
  tag: TagTable;
  annotation: AnnotationTable;
  userList: UserListTable;
  listItem: ListItemTable;
  captchaSpent: CaptchaSpentTable;
}

/** A redeemed human-check challenge, kept until it expires so it cannot be replayed (ADR 015). */
export interface CaptchaSpentTable {
  signature: string;
  expiresAt: string;
}

export type WorkRow = Selectable<WorkTable>;
export type NewWork = Insertable<WorkTable>;
export type WorkUpdate = Updateable<WorkTable>;
export type VersionRow = Selectable<VersionTable>;
export type NewVersion = Insertable<VersionTable>;
export type PersonRow = Selectable<PersonTable>;
export type NewPerson = Insertable<PersonTable>;
export type ArticleRow = Selectable<ArticleTable>;
export type NewArticle = Insertable<ArticleTable>;
export type NewspaperTitleRow = Selectable<NewspaperTitleTable>;
export type NewNewspaperTitle = Insertable<NewspaperTitleTable>;
export type LibraryRow = Selectable<LibraryTable>;
export type NewLibrary = Insertable<LibraryTable>;
export type CollectionRow = Selectable<CollectionTable>;
export type WebsiteRow = Selectable<WebsiteTable>;
export type NewWebsite = Insertable<WebsiteTable>;
export type NewWebsiteCapture = Insertable<WebsiteCaptureTable>;
export type NewWebCollection = Insertable<WebCollectionTable>;
export type NewPeriodicalIssue = Insertable<PeriodicalIssueTable>;
