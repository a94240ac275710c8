import type { Migration } from 'kysely';
import { catalogueMigration } from './001-catalogue.ts';
import { contentMigration } from './002-content.ts';
import { importerMigration } from './003-importer.ts';
import { contributionsMigration } from './004-contributions.ts';
import { personLinksMigration } from './005-person-links.ts';
import { relatedLookupsMigration } from './006-related-lookups.ts';
import { regroupMigration } from './007-regroup.ts';
import { accountsMigration } from './008-accounts.ts';
import { captchaSpentMigration } from './009-captcha-spent.ts';
import { regroupLogMigration } from './010-regroup-log.ts';
import { harvestMigration } from './032-harvest.ts';
import { jobsAndDownloadsMigration } from './012-jobs-and-downloads.ts';
import { achievementsMigration } from './013-achievements.ts';
import { usernameLookupMigration } from './014-username-lookup.ts';
import { tagOnceMigration } from './015-tag-once.ts';
import { searchChangeXactMigration } from './016-search-change-xact.ts';
import { personLinkReasonsMigration } from './017-person-link-reasons.ts';
import { ocrNoiseMigration } from './018-ocr-noise.ts';
import { listCollaborationMigration } from './019-list-collaboration.ts';
import { neutralUsernamesMigration } from './020-neutral-usernames.ts';
import { profileDetailsMigration } from './021-profile-details.ts';
import { avatarsMigration } from './022-avatars.ts';
import { libraryAccountsMigration } from './026-library-accounts.ts';
import { moderationMigration } from './027-moderation.ts';
import { textCorrectionsMigration } from './028-text-corrections.ts';
import { hallOfFameRankingMigration } from './029-hall-of-fame-ranking.ts';
import { articlePageMigration } from './030-article-page.ts';
import { notificationsMigration } from './024-notifications.ts';
import { accountSettingsMigration } from './023-account-settings.ts';
import { apiKeysMigration } from './031-api-keys.ts';
import { settlingIndexMigration } from './033-settling-index.ts';
import { sessionAuthenticatedMigration } from './034-session-authenticated.ts';
import type { Dialect } from './columns.ts';

/** Every migration in order. Names sort lexically, so keep the numeric prefix. */
export function allMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    '001-catalogue': catalogueMigration(dialect),
    '002-content': contentMigration(dialect),
    '003-importer': importerMigration(dialect),
    '004-contributions': contributionsMigration(dialect),
    '005-person-links': personLinksMigration(dialect),
    '006-related-lookups': relatedLookupsMigration(),
    '007-regroup': regroupMigration(dialect),
    '008-accounts': accountsMigration(),
    '009-captcha-spent': captchaSpentMigration(),
    '010-regroup-log': regroupLogMigration(dialect),
    '012-jobs-and-downloads': jobsAndDownloadsMigration(dialect),
    '013-achievements': achievementsMigration(),
    '014-username-lookup': usernameLookupMigration(),
    '015-tag-once': tagOnceMigration(),
    '016-search-change-xact': searchChangeXactMigration(dialect),
    '017-person-link-reasons': personLinkReasonsMigration(),
    '018-ocr-noise': ocrNoiseMigration(dialect),
    '019-list-collaboration': listCollaborationMigration(dialect),
    '020-neutral-usernames': neutralUsernamesMigration(),
    '021-profile-details': profileDetailsMigration(),
    '022-avatars': avatarsMigration(dialect),
    '026-library-accounts': libraryAccountsMigration(),
    '027-moderation': moderationMigration(dialect),
    '028-text-corrections': textCorrectionsMigration(dialect),
    '029-hall-of-fame-ranking': hallOfFameRankingMigration(),
    '030-article-page': articlePageMigration(),
    '032-harvest': harvestMigration(),
    '024-notifications': notificationsMigration(),
    '023-account-settings': accountSettingsMigration(),
    '031-api-keys': apiKeysMigration(dialect),
    '033-settling-index': settlingIndexMigration(),
    '034-session-authenticated': sessionAuthenticatedMigration(),
  };
}
