import { randomInt } from 'node:crypto';
import { USERNAME_MESSAGES, displayNameProblem, neutralUsername, usernameProblem } from '@trove/contracts';
import { type Store } from '@trove/db';
import type { OidcSignIn } from './oidc-client.ts';
import { passwordProblems } from './password-rule.ts';
import { dummyHash, hashPassword, verifyPassword } from './passwords.ts';
import { hashToken, newToken } from './session.ts';

/** After this many wrong passwords in a row an account refuses sign-in for LOCK_MINUTES. */
export const FAILURES_BEFORE_LOCK = 5;
export const LOCK_MINUTES = 15;
const RESET_HOURS = 2;

export const SIGN_IN_FAILED = 'The e-mail address, user name or password is not correct.';
export const RESET_LINK_DEAD = 'This reset link has expired or was already used.';

/** The answer to the right password of a paused account, with the minutes really left. */
export function accountLocked(minutes: number): string {
  return `Too many wrong passwords: sign-in to this account is paused for ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * Counts a wrong password of an account, wherever it was typed (sign-in, or a signed-in person's
 * current password): FAILURES_BEFORE_LOCK in a row pause the account for LOCK_MINUTES.
 */
export async function countWrongPassword(
  store: Pick<Store, 'accounts'>,
  accountId: number,
  now: Date,
): Promise<void> {
  const lockUntil = new Date(now.getTime() + LOCK_MINUTES * 60_000).toISOString();
  await store.accounts.recordLoginFailure(accountId, FAILURES_BEFORE_LOCK, lockUntil);
}

/** The pause an account is in at `now`, as it is said and how long to wait; null when none. */
export function pauseOf(
  account: { lockedUntil: string | null },
  now: Date,
): { message: string; retryAfterSeconds: number } | null {
  const pausedMs = account.lockedUntil ? Date.parse(account.lockedUntil) - now.getTime() : 0;
  if (pausedMs <= 0) return null;
  return {
    message: accountLocked(Math.ceil(pausedMs / 60_000)),
    retryAfterSeconds: Math.ceil(pausedMs / 1000),
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SignUpInput {
  email: string;
  /** Chosen by the reader (ADR 039): never derived from the e-mail address. */
  username: string;
  displayName: string;
  password: string;
}

/** Field name → problem, for the form. */
export type FieldErrors = Partial<
  Record<'email' | 'username' | 'displayName' | 'password' | 'login', string>
>;

const EMAIL_TAKEN = 'An account with this e-mail address already exists. Sign in instead.';

export async function signUp(
  store: Pick<Store, 'accounts'>,
  input: SignUpInput,
  now: Date,
): Promise<{ ok: true; userId: number } | { ok: false; errors: FieldErrors }> {
  const email = input.email.trim().toLowerCase();
  const username = input.username.trim();
  const displayName = input.displayName.trim();
  const errors: FieldErrors = {};
  if (!EMAIL.test(email) || email.length > 254)
    errors.email = 'Enter an e-mail address such as name@example.org.';
  const nameProblem = usernameProblem(username);
  if (nameProblem) errors.username = nameProblem;
  const shownProblem = displayNameProblem(displayName);
  if (shownProblem) errors.displayName = shownProblem;
  const problems = passwordProblems(input.password, { email, displayName, username });
  if (problems.length > 0) errors.password = problems.join(' ');
  if (!errors.email && (await store.accounts.findAccountByEmail(email))) errors.email = EMAIL_TAKEN;
  if (!errors.username && (await store.accounts.findAccountByUsername(username)))
    errors.username = USERNAME_MESSAGES.taken;
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const passwordHash = await hashPassword(input.password);
  const userId = await store.accounts.createLocalAccount({
    username,
    displayName,
    email,
    passwordHash,
    createdAt: now.toISOString(),
  });
  if (userId !== null) return { ok: true, userId };
  // Taken between the look and the write: say which.
  if (await store.accounts.findAccountByEmail(email)) return { ok: false, errors: { email: EMAIL_TAKEN } };
  return { ok: false, errors: { username: USERNAME_MESSAGES.taken } };
}

export type SignInResult =
  | { ok: true; userId: number }
  | { ok: false; message: string; /** Set when the account is paused. */ retryAfterSeconds?: number };

/**
 * Checks a login and password. The password is checked before the pause: a wrong one gets the
 * usual answer whether or not the account exists or is paused (and counts towards a longer
 * pause); only its owner's right password learns the minutes left.
 */
export async function signIn(
  store: Pick<Store, 'accounts'>,
  login: string,
  password: string,
  now: Date,
): Promise<SignInResult> {
  const account = login.trim() ? await store.accounts.findAccountByLogin(login) : null;
  if (!account?.passwordHash) {
    await verifyPassword(await dummyHash(), password);
    return { ok: false, message: SIGN_IN_FAILED };
  }
  if (!(await verifyPassword(account.passwordHash, password))) {
    await countWrongPassword(store, account.id, now);
    return { ok: false, message: SIGN_IN_FAILED };
  }
  const pause = pauseOf(account, now);
  if (pause) return { ok: false, ...pause };
  await store.accounts.recordLoginSuccess(account.id, now.toISOString());
  return { ok: true, userId: account.id };
}

/** A reset token for the account with this e-mail (null when there is none: the page says the same). */
export async function requestPasswordReset(
  store: Pick<Store, 'accounts' | 'sessions'>,
  email: string,
  now: Date,
): Promise<string | null> {
  const account = await store.accounts.findAccountByEmail(email);
  if (!account?.passwordHash) return null;
  const token = newToken();
  await store.sessions.createPasswordReset({
    id: hashToken(token),
    userId: account.id,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + RESET_HOURS * 3600_000).toISOString(),
  });
  return token;
}

/** Whether a reset link can still be used: known, unused and within its 2 hours. */
export async function resetLinkIsLive(
  store: Pick<Store, 'sessions'>,
  token: string,
  now: Date,
): Promise<boolean> {
  return (await store.sessions.findLivePasswordReset(hashToken(token), now.toISOString())) !== null;
}

export type ResetResult = { ok: true } | { ok: false; dead: true } | { ok: false; errors: FieldErrors };

/**
 * Sets a new password through a reset token, under the sign-up rule (password-rule.ts, with the
 * account's own e-mail address, user name and name); every session of the account ends. A refused password leaves the link usable.
 */
export async function resetPassword(
  store: Pick<Store, 'accounts' | 'sessions'>,
  token: string,
  password: string,
  now: Date,
): Promise<ResetResult> {
  const id = hashToken(token);
  const userId = await store.sessions.findLivePasswordReset(id, now.toISOString());
  const account = userId === null ? null : await store.accounts.findAccountById(userId);
  if (!account) return { ok: false, dead: true };
  const problems = passwordProblems(password, account);
  if (problems.length > 0) return { ok: false, errors: { password: problems.join(' ') } };
  // Used once: of two posts racing with one link, one wins.
  if ((await store.sessions.consumePasswordReset(id, now.toISOString())) === null)
    return { ok: false, dead: true };
  await store.accounts.setPasswordHash(account.id, await hashPassword(password));
  await store.sessions.deleteSessionsOf(account.id);
  return { ok: true };
}

/** The account a finished sign-in belongs to, and whether the issuer's e-mail address was held by another. */
export interface LinkedAccount {
  userId: number;
  emailHeldElsewhere: boolean;
}

/**
 * What an issuer's account shows publicly (ADR 039). Issuers often use the e-mail address as the
 * preferred user name, and as the name when there is none: a user name that breaks the rule
 * becomes a neutral one, and a display name holding an address becomes that user name.
 */
export function publicNamesOf(signed: Pick<OidcSignIn, 'username' | 'displayName'>): {
  username: string;
  displayName: string;
} {
  const username = usernameProblem(signed.username)
    ? neutralUsername(randomInt(100_000, 1_000_000))
    : signed.username;
  const displayName = displayNameProblem(signed.displayName) ? username : signed.displayName.trim();
  return { username, displayName };
}

/**
 * Links a finished sign-in to its account (ADR 014): the embedded provider names a local account;
 * an external issuer's subject has an account of its own, made on first sign-in and kept up to date.
 */
export async function linkSignedInAccount(
  store: Pick<Store, 'accounts'>,
  signed: OidcSignIn,
  issuer: 'embedded' | 'external',
  now: Date,
): Promise<LinkedAccount> {
  if (issuer === 'embedded') {
    const account = await store.accounts.findAccountById(Number(signed.subject));
    if (!account) throw new Error('The embedded provider named an account that does not exist');
    return { userId: account.id, emailHeldElsewhere: false };
  }
  // Never linked by e-mail: an issuer that does not verify addresses could take a local account over.
  const kept = await store.accounts.upsertExternalAccount({
    ...signed,
    ...publicNamesOf(signed),
    now: now.toISOString(),
  });
  // The token's roles are the truth for issuer accounts; kept on the account for the CLI's list.
  await store.accounts.setAccountRoles(kept.userId, signed.roles);
  return { userId: kept.userId, emailHeldElsewhere: kept.emailHeldElsewhere };
}
