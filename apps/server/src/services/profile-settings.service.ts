import {
  type EmailChangeResult,
  USERNAME_MESSAGES,
  SETTINGS_MESSAGES,
  emailProblem,
  usernameProblem,
} from '@trove/contracts';
import type { Caller } from '../auth/caller.ts';
import { passwordProblems } from '../auth/password-rule.ts';
import { checkCurrentPassword } from '../auth/current-password.ts';
import { hashPassword } from '../auth/passwords.ts';
import { RECENT_AUTHENTICATION_MINUTES } from '../auth/recent-authentication.ts';
import { hashToken, newToken } from '../auth/session.ts';
import type { ServiceDeps } from '../deps.ts';
import { enforce } from '../domain/decision.ts';
import { conflict, gone, invalid, notFound, refused, unauthenticated } from '../domain/errors.ts';
import { mayChangeEmail, mayChangePassword } from './profile-settings-policy.ts';

/** The Settings tab's account calls (spec 03 §2 Settings, §7; ADR 041): e-mail, user name, password. */

/** A confirmation link works for a day: long enough to reach another mailbox, short enough to go stale. */
const EMAIL_LINK_HOURS = 24;

type Deps = ServiceDeps<'accounts' | 'settings' | 'sessions'>;

async function settingsOf(deps: ServiceDeps<'settings'>, caller: Caller) {
  const account = await deps.store.settings.accountSettings(caller.userId);
  if (!account) throw notFound('Your account no longer exists.');
  return account;
}

/**
 * POST /profile/user/email: checks the address (spec 03 §5) and stores the change by its token's
 * hash; the token is answered to the route, which sends it (to the log without a mail server).
 */
export async function requestEmailChange(
  deps: Deps,
  caller: Caller,
  raw: string,
): Promise<EmailChangeResult & { token: string }> {
  const account = await settingsOf(deps, caller);
  enforce(mayChangeEmail(caller, { external: account.externalSubject !== null }));
  const problem = emailProblem(raw);
  if (problem) throw invalid(problem, { details: { field: 'email' } });
  const email = raw.trim().toLowerCase();
  if (email === account.email) throw invalid(SETTINGS_MESSAGES.emailSame, { details: { field: 'email' } });
  const holder = await deps.store.accounts.findAccountByEmail(email);
  if (holder && holder.id !== caller.userId)
    throw invalid(SETTINGS_MESSAGES.emailTaken, { details: { field: 'email' } });
  const token = newToken();
  const now = deps.now();
  await deps.store.settings.createEmailChange({
    id: hashToken(token),
    userId: caller.userId,
    newEmail: email,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + EMAIL_LINK_HOURS * 3600_000).toISOString(),
  });
  return { pendingEmail: email, token };
}

/** POST /profile/user/email/confirm: the link's token gives its account the new address, once. */
export async function confirmEmailChange(
  deps: ServiceDeps<'settings' | 'transaction'>,
  token: string,
): Promise<{ email: string }> {
  const now = deps.now().toISOString();
  return deps.store.transaction(async (repos) => {
    const change = await repos.settings.consumeEmailChange(hashToken(token.trim()), now);
    if (!change) throw gone(SETTINGS_MESSAGES.emailLinkDead, 'link_expired');
    if (!(await repos.settings.setEmail(change.userId, change.newEmail)))
      throw conflict(SETTINGS_MESSAGES.emailTaken, 'email_taken');
    return { email: change.newEmail };
  });
}

/** POST /profile/user/username: the user-name rule (ADR 039), unique ignoring case. */
export async function changeUsername(
  deps: ServiceDeps<'accounts'>,
  caller: Caller,
  raw: string,
): Promise<{ username: string }> {
  const name = raw.trim();
  const problem = usernameProblem(name);
  if (problem) throw invalid(problem, { details: { field: 'username' } });
  if (name === caller.username) return { username: name };
  if (!(await deps.store.accounts.renameAccount(caller.userId, name)))
    throw conflict(USERNAME_MESSAGES.taken, 'username_taken');
  return { username: name };
}

/**
 * POST /profile/user/password: the embedded provider's password change. The current password is
 * asked for (a session left open is not enough), the new one follows the sign-up rule, and every
 * other session of the account ends.
 */
export async function changePassword(
  deps: Deps,
  caller: Caller,
  body: { currentPassword: string; newPassword: string },
  sessionId: string | null,
): Promise<{ changed: true }> {
  const settings = await settingsOf(deps, caller);
  enforce(
    mayChangePassword({ external: settings.externalSubject !== null, hasPassword: settings.hasPassword }),
  );
  const account = await deps.store.accounts.findAccountById(caller.userId);
  if (!account?.passwordHash) throw notFound('Your account no longer exists.');
  const now = deps.now();
  await checkCurrentPassword(deps.store, account, body.currentPassword, now, 'currentPassword');
  const problems = passwordProblems(body.newPassword, account);
  if (problems.length > 0) throw invalid(problems.join(' '), { details: { field: 'newPassword' } });
  await deps.store.accounts.setPasswordHash(caller.userId, await hashPassword(body.newPassword));
  await deps.store.settings.deleteOtherSessions(caller.userId, sessionId ?? '');
  if (sessionId) await deps.store.sessions.markAuthenticated(sessionId, now.toISOString());
  return { changed: true };
}

/**
 * POST /profile/user/confirm-password (ADR 056): the person types their password again, and for
 * the next 15 minutes this session may change the e-mail address or user name, or delete the
 * account. Wrong passwords count with sign-in's. An external provider's account signs in again.
 */
export async function confirmPassword(
  deps: Deps,
  caller: Caller,
  password: string,
  sessionId: string | null,
): Promise<{ confirmedUntil: string }> {
  const settings = await settingsOf(deps, caller);
  if (!settings.hasPassword) throw refused(SETTINGS_MESSAGES.signInNeeded, 'sign_in_needed');
  const account = await deps.store.accounts.findAccountById(caller.userId);
  if (!account) throw notFound('Your account no longer exists.');
  if (!sessionId) throw unauthenticated();
  const now = deps.now();
  await checkCurrentPassword(deps.store, account, password, now, 'password');
  await deps.store.sessions.markAuthenticated(sessionId, now.toISOString());
  return { confirmedUntil: new Date(now.getTime() + RECENT_AUTHENTICATION_MINUTES * 60_000).toISOString() };
}
