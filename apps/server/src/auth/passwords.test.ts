import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('password hashes', () => {
  it('are argon2id, salted, and verify only the right password', async () => {
    const first = await hashPassword('correct horse battery');
    expect(first).toMatch(/^\$argon2id\$/);
    expect(await hashPassword('correct horse battery')).not.toBe(first);
    expect(await verifyPassword(first, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(first, 'correct horse batterz')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });
});
