import type { Insertable, Selectable, Updateable } from 'kysely';
import type {
  ArticleTable,
  AvailableUrlTable,
  BiographyTable,
  HoldingTable,
  LibraryTable,
  NewspaperTitleTable,
  PeriodicalIssueTable,
  RegroupLogTable,
  PersonDisambiguationTable,
  PersonTable,
  SourceRecordTable,
  VersionTable,
  WebCollectionTable,
  WebsiteCaptureTable,
  WebsiteTable,
  WorkPersonTable,
  WorkTable,
} from './schema/catalogue.ts';
import type {
  AlertTable,
  CollectionContributorTable,
  CollectionTable,
  ConfigEntryTable,
  HarvestTombstoneTable,
  LandingPageTable,
  SearchChangeTable,
  SpotlightArticleTable,
} from './schema/content.ts';
import type {
  AnnotationTable,
  CaptchaSpentTable,
  EmailChangeTable,
  ListCollaborationRequestTable,
  ListCollaboratorTable,
  ListEventTable,
  ListFollowerTable,
  ListItemTable,
  LibraryAccountTable,
  ListViewDayTable,
  OidcPayloadTable,
  PasswordResetTable,
  TagTable,
  UserAccountTable,
  UserAchievementTable,
  UserAvatarTable,
  UserListTable,
  UserSessionTable,
} from './schema/accounts.ts';
import type { JobTable, SearchDownloadTable } from './schema/jobs.ts';
import type { ModerationLogTable } from './schema/moderation.ts';
import type {
  CorrectionBlockTable,
  CorrectionDayTable,
  CorrectionTotalTable,
  TextCorrectionLineTable,
  TextCorrectionTable,
} from './schema/corrections.ts';
import type { ApiKeyTable, ApiUsageTable } from './schema/api-keys.ts';

/**
 * Table types for Kysely. Column names are camelCase here and snake_case in the database
 * (CamelCasePlugin). Flags are 0/1 integers and JSON lives in text columns, so that SQLite
 * and PostgreSQL return identical values.
 */

export type * from './schema/catalogue.ts';
export type * from './schema/content.ts';
export type * from './schema/accounts.ts';
export type * from './schema/jobs.ts';
export type * from './schema/moderation.ts';
export type * from './schema/corrections.ts';
export type * from './schema/api-keys.ts';

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
  harvestTombstone: HarvestTombstoneTable;
  userAccount: UserAccountTable;
  userAvatar: UserAvatarTable;
  userSession: UserSessionTable;
  passwordReset: PasswordResetTable;
  emailChange: EmailChangeTable;
  oidcPayload: OidcPayloadTable;
  tag: TagTable;
  annotation: AnnotationTable;
  userList: UserListTable;
  listItem: ListItemTable;
  listCollaborator: ListCollaboratorTable;
  listCollaborationRequest: ListCollaborationRequestTable;
  listFollower: ListFollowerTable;
  listViewDay: ListViewDayTable;
  listEvent: ListEventTable;
  captchaSpent: CaptchaSpentTable;
  userAchievement: UserAchievementTable;
  job: JobTable;
  searchDownload: SearchDownloadTable;
  regroupLog: RegroupLogTable;
  libraryAccount: LibraryAccountTable;
  moderationLog: ModerationLogTable;
  textCorrection: TextCorrectionTable;
  textCorrectionLine: TextCorrectionLineTable;
  correctionBlock: CorrectionBlockTable;
  correctionTotal: CorrectionTotalTable;
  correctionDay: CorrectionDayTable;
  apiKey: ApiKeyTable;
  apiUsage: ApiUsageTable;
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
