import { SETTINGS_MESSAGES } from '@trove/contracts';
import type { Store } from '@trove/db';
import { refused, unauthenticated } from '../domain/errors.ts';
import type { Caller } from './caller.ts';

/**
 * How long after proving who they are (signing in, or typing the password again) a person may
 * change their e-mail address or user name, or delete the account (ADR 056; ASVS 3.7.1): a
 * browser left signed in is not enough for those.
 */
export const RECENT_AUTHENTICATION_MINUTES = 15;

export function isRecent(authenticatedAt: string | null, now: Date): boolean {
  if (!authenticatedAt) return false;
  return now.getTime() - Date.parse(authenticatedAt) <= RECENT_AUTHENTICATION_MINUTES * 60_000;
}

/**
 * Refuses (403) a sensitive change unless the caller's session proved who they are lately: an
 * account with a password is asked for it (`password_needed`), one of an external provider to
 * sign in again (`sign_in_needed`).
 */
export async function requireRecentAuthentication(
  store: Pick<Store, 'sessions' | 'settings'>,
  caller: Caller,
  sessionId: string | null,
  now: Date,
): Promise<void> {
  const session = sessionId ? await store.sessions.findLiveSession(sessionId, now.toISOString()) : null;
  if (!session || session.userId !== caller.userId) throw unauthenticated();
  if (isRecent(session.authenticatedAt, now)) return;
  const account = await store.settings.accountSettings(caller.userId);
  throw account?.hasPassword
    ? refused(SETTINGS_MESSAGES.passwordNeeded, 'password_needed')
    : refused(SETTINGS_MESSAGES.signInNeeded, 'sign_in_needed');
}
