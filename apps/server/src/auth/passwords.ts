import { hash, verify } from '@node-rs/argon2';

/** Password hashes (ADR 014); the rule for new passwords is in password-rule.ts. */

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
