import { type KcInit, MESSAGES, type ProfileInfo, type PublicProfile } from '@trove/contracts';
import { type OidcClient, callbackUrl } from '../auth/oidc-client.ts';
import type { ServiceDeps } from '../deps.ts';
import type { Caller } from '../auth/caller.ts';
import { DomainError, notFound } from '../domain/errors.ts';
import { heldAchievements } from './achievements.service.ts';
import { environmentConfig } from './configuration.service.ts';
import { maximumExportSize } from './downloads.service.ts';

export async function profileInfo(
  deps: ServiceDeps<'accounts' | 'achievements' | 'content'>,
  caller: Caller,
): Promise<ProfileInfo> {
  const account = await deps.store.accounts.findAccountById(caller.userId);
  if (!account) throw notFound('Your account no longer exists.');
  return {
    username: caller.username,
    displayName: caller.displayName,
    email: account.email,
    roles: caller.roles,
    notificationAlerts: 0,
    maximumExportSize: await exportSizeOf(deps),
    dashboardAccess: caller.roles.includes('partner'),
    contentManager: caller.roles.includes('contentManager'),
    userAchievement: await heldAchievements(deps, caller.userId),
    created: account.createdAt,
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

export async function publicProfile(deps: ServiceDeps<'accounts'>, username: string): Promise<PublicProfile> {
  const account = await deps.store.accounts.findAccountByUsername(username);
  if (!account) throw notFound(MESSAGES.notFound('user', username));
  return { username: account.username, displayName: account.displayName, created: account.createdAt };
}

/** The identity provider, described as the spec's kcInit names it. */
export function kcInit(deps: ServiceDeps, client: OidcClient): KcInit {
  return {
    ...client.describe(deps.config.productName),
    redirectUri: callbackUrl(deps.config.publicUrl),
  };
}
