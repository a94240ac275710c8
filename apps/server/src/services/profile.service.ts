import { type KcInit, MESSAGES, type ProfileInfo, type PublicProfile } from '@trove/contracts';
import type { AccountSettingsRow } from '@trove/db';
import { type OidcClient, callbackUrl } from '../auth/oidc-client.ts';
import type { ServiceDeps } from '../deps.ts';
import type { Caller } from '../auth/caller.ts';
import { DomainError, notFound } from '../domain/errors.ts';
import { heldAchievements } from './achievements.service.ts';
import { environmentConfig } from './configuration.service.ts';
import { isOwnProfile, maySeePrivateContributions, maySeeProfile } from './profile-policy.ts';
import { maximumExportSize } from './downloads.service.ts';
import { profileDetailFields } from './profile-details.service.ts';
import { unreadAlerts } from './notifications.service.ts';

export async function profileInfo(
  deps: ServiceDeps<
    | 'accounts'
    | 'achievements'
    | 'content'
    | 'tags'
    | 'notes'
    | 'profileDetails'
    | 'hallOfFame'
    | 'notifications'
    | 'settings'
    | 'apiKeys'
  >,
  caller: Caller,
): Promise<ProfileInfo> {
  const account = await deps.store.accounts.findAccountById(caller.userId);
  const settings = await deps.store.settings.accountSettings(caller.userId);
  if (!account || !settings) throw notFound('Your account no longer exists.');
  const none = { offset: 0, limit: 0 };
  const [tags, notes, details] = await Promise.all([
    deps.store.tags.tagsOfUser(account.id, account.id, { includePublic: true, includePrivate: true }, none),
    deps.store.notes.notesOfUser(account.id, account.id, none),
    profileDetailFields(deps, account.id, account.username, true),
  ]);
  return {
    ...settingsInfo(
      deps,
      settings,
      await deps.store.settings.pendingEmailOf(caller.userId, deps.now().toISOString()),
    ),
    username: caller.username,
    displayName: caller.displayName,
    email: account.email,
    roles: caller.roles,
    notificationAlerts: await unreadAlerts(deps, caller.userId),
    maximumExportSize: await exportSizeOf(deps),
    dashboardAccess: caller.roles.includes('partner'),
    contentManager: caller.roles.includes('contentManager'),
    userAchievement: await heldAchievements(deps, caller.userId),
    created: account.createdAt,
    tagCount: tags.total,
    annotationCount: notes.total,
    ...details,
  };
}

/** The Settings tab's part of the profile info (ADR 041). */
function settingsInfo(deps: ServiceDeps, settings: AccountSettingsRow, pendingEmail: string | null) {
  const issuer = deps.config.oidc?.issuer.replace(/\/$/, '');
  return {
    publiclyVisible: settings.publiclyVisible,
    activityVisible: settings.activityVisible,
    feedEnabled: settings.feedEnabled,
    pendingEmail,
    // Keycloak's own account console; the embedded provider's accounts are managed in Settings.
    providerAccountUrl: settings.externalSubject !== null && issuer ? `${issuer}/account` : null,
  };
}

/** 0 while the environment is not set up yet: downloads are not offered before it is. */
async function exportSizeOf(deps: ServiceDeps<'content'>): Promise<number> {
  try {
    return maximumExportSize(await environmentConfig(deps));
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'unavailable') return 0;
    throw error;
  }
}

/**
 * GET /profile/{username}: a reader's profile info with the counts of what the caller may see
 * (ADR 039). A private profile is not found for anyone but its owner and viewers allowed to see
 * private profiles: saying it exists would say who has an account.
 */
export async function publicProfile(
  deps: ServiceDeps<'accounts' | 'tags' | 'notes' | 'lists' | 'profileDetails' | 'hallOfFame' | 'apiKeys'>,
  username: string,
  caller: Caller | null,
): Promise<PublicProfile> {
  const account = await deps.store.accounts.findAccountByUsername(username);
  if (!account || !maySeeProfile(caller, account.id, account.profilePublic))
    throw notFound(MESSAGES.notFound('user', username));
  const viewer = maySeePrivateContributions(caller, account.id) ? account.id : null;
  const none = { offset: 0, limit: 0 };
  const [tags, notes, lists, details] = await Promise.all([
    deps.store.tags.tagsOfUser(account.id, viewer, { includePublic: true, includePrivate: true }, none),
    deps.store.notes.notesOfUser(account.id, viewer, none),
    deps.store.lists.listsOfMember(account.id, caller?.userId ?? null, 0, 0),
    profileDetailFields(deps, account.id, account.username, isOwnProfile(caller, account.id)),
  ]);
  return {
    username: account.username,
    displayName: account.displayName,
    created: account.createdAt,
    user: { fullUserId: account.username, displayName: account.displayName },
    publiclyVisible: account.profilePublic,
    own: isOwnProfile(caller, account.id),
    tagCount: tags.total,
    annotationCount: notes.total,
    listCount: lists.total,
    ...details,
  };
}

/** The identity provider, described as the spec's kcInit names it. */
export function kcInit(deps: ServiceDeps, client: OidcClient): KcInit {
  return {
    ...client.describe(deps.config.productName),
    redirectUri: callbackUrl(deps.config.publicUrl),
  };
}
