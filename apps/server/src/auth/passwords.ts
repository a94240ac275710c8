import { hash, verify } from '@node-rs/argon2';

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;

/** What is wrong with a new password, in words for the form; empty when it may be used. */
export function passwordProblems(password: string, email: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN)
    problems.push(`The password must be at least ${PASSWORD_MIN} characters long.`);
  if (password.length > PASSWORD_MAX)
    problems.push(`The password must be at most ${PASSWORD_MAX} characters long.`);
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase())
    problems.push('The password must not be your e-mail address.');
  if (password.length >= PASSWORD_MIN && new Set(password).size < 4)
    problems.push('The password must not repeat only a few characters.');
  return problems;
}

// argon2id with OWASP's second recommended setting: 19 MiB, 2 passes, 1 lane.
const OPTIONS = {
  algorithm: 2 /* Argon2id (a const enum the type-only import cannot reach) */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when no account matches, so both cases take as long. */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword('no account has this password');
  return dummy;
}
