import { randomInt } from 'node:crypto';
import {
  type Store,
  consumePasswordReset,
  createLocalAccount,
  createPasswordReset,
  deleteSessionsOf,
  findAccountByEmail,
  findAccountByLogin,
  findAccountByUsername,
  recordLoginFailure,
  recordLoginSuccess,
  setPasswordHash,
} from '@trove/db';
import { dummyHash, hashPassword, passwordProblems, verifyPassword } from './passwords.ts';
import { hashToken, newToken } from './session.ts';

/** After this many wrong passwords in a row an account refuses sign-in for LOCK_MINUTES. */
export const FAILURES_BEFORE_LOCK = 5;
export const LOCK_MINUTES = 15;
const RESET_HOURS = 2;

export const SIGN_IN_FAILED = 'The e-mail address, user name or password is not correct.';
export const ACCOUNT_LOCKED = `Too many wrong passwords: sign-in to this account is paused for ${LOCK_MINUTES} minutes.`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SignUpInput {
  email: string;
  displayName: string;
  password: string;
}

/** Field name → problem, for the form. */
export type FieldErrors = Partial<Record<'email' | 'displayName' | 'password' | 'login', string>>;

/** A user name from the e-mail's local part: letters, digits, dot, dash, underscore. */
export function usernameBase(email: string): string {
  const local = (email.split('@')[0] ?? '').toLowerCase().replace(/[^a-z0-9._-]/g, '');
  return (local || 'user').slice(0, 30);
}

export async function signUp(
  store: Store,
  input: SignUpInput,
  now: Date,
): Promise<{ ok: true; userId: number } | { ok: false; errors: FieldErrors }> {
  const email = input.email.trim().toLowerCase();
  const displayName = input.displayName.trim();
  const errors: FieldErrors = {};
  if (!EMAIL.test(email) || email.length > 254)
    errors.email = 'Enter an e-mail address such as name@example.org.';
  if (displayName === '') errors.displayName = 'Enter the name other people will see.';
  else if (displayName.length > 100)
    errors.displayName = 'The display name must be at most 100 characters long.';
  const problems = passwordProblems(input.password, email);
  if (problems.length > 0) errors.password = problems.join(' ');
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (await findAccountByEmail(store.db, email))
    return {
      ok: false,
      errors: { email: 'An account with this e-mail address already exists. Sign in instead.' },
    };

  const passwordHash = await hashPassword(input.password);
  const base = usernameBase(email);
  for (let attempt = 0; attempt < 20; attempt++) {
    const username = attempt === 0 ? base : `${base}${randomInt(10, 99999)}`;
    if (await findAccountByUsername(store.db, username)) continue;
    const userId = await createLocalAccount(store.db, {
      username,
      displayName,
      email,
      passwordHash,
      createdAt: now.toISOString(),
    });
    if (userId !== null) return { ok: true, userId };
    if (await findAccountByEmail(store.db, email))
      return {
        ok: false,
        errors: { email: 'An account with this e-mail address already exists. Sign in instead.' },
      };
  }
  throw new Error(`No free user name could be found for ${base}`);
}

export async function signIn(
  store: Store,
  login: string,
  password: string,
  now: Date,
): Promise<{ ok: true; userId: number } | { ok: false; message: string }> {
  const account = login.trim() ? await findAccountByLogin(store.db, login) : null;
  if (!account?.passwordHash) {
    await verifyPassword(await dummyHash(), password);
    return { ok: false, message: SIGN_IN_FAILED };
  }
  if (account.lockedUntil && Date.parse(account.lockedUntil) > now.getTime())
    return { ok: false, message: ACCOUNT_LOCKED };
  if (!(await verifyPassword(account.passwordHash, password))) {
    const lockUntil = new Date(now.getTime() + LOCK_MINUTES * 60_000).toISOString();
    await recordLoginFailure(store.db, account.id, FAILURES_BEFORE_LOCK, lockUntil);
    return { ok: false, message: SIGN_IN_FAILED };
  }
  await recordLoginSuccess(store.db, account.id, now.toISOString());
  return { ok: true, userId: account.id };
}

/** A reset token for the account with this e-mail (null when there is none: the page says the same). */
export async function requestPasswordReset(store: Store, email: string, now: Date): Promise<string | null> {
  const account = await findAccountByEmail(store.db, email);
  if (!account?.passwordHash) return null;
  const token = newToken();
  await createPasswordReset(store.db, {
    id: hashToken(token),
    userId: account.id,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + RESET_HOURS * 3600_000).toISOString(),
  });
  return token;
}

/** Sets a new password through a reset token; every session of the account ends. */
export async function resetPassword(
  store: Store,
  token: string,
  password: string,
  now: Date,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const problems = passwordProblems(password, '');
  if (problems.length > 0) return { ok: false, message: problems.join(' ') };
  const userId = await consumePasswordReset(store.db, hashToken(token), now.toISOString());
  if (userId === null)
    return { ok: false, message: 'This reset link has expired or was already used. Ask for a new one.' };
  await setPasswordHash(store.db, userId, await hashPassword(password));
  await deleteSessionsOf(store.db, userId);
  return { ok: true };
}
