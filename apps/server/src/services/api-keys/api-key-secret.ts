import { createHash, randomBytes } from 'node:crypto';

/**
 * An API key is 32 random bytes (256 bits), base64url, after a 'trv_' mark that says what it is
 * when found in a log or a repository. Only its SHA-256 is stored: a key this long needs no slow
 * hash, and the gate finds a key by its hash in one indexed read (ADR 050).
 */
const MARK = 'trv_';
/** Characters of the key shown to its owner and data managers after it is issued: not a secret. */
const PREFIX_LENGTH = MARK.length + 6;

export interface MadeApiKey {
  key: string;
  keyHash: string;
  keyPrefix: string;
}

export function makeApiKey(): MadeApiKey {
  const key = `${MARK}${randomBytes(32).toString('base64url')}`;
  return { key, keyHash: hashApiKey(key), keyPrefix: key.slice(0, PREFIX_LENGTH) };
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** How a key is shown once issued: its prefix and an ellipsis. */
export const maskedKey = (prefix: string | null): string | null => (prefix === null ? null : `${prefix}…`);
