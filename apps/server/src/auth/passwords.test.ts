import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblems, verifyPassword } from './passwords.ts';

describe('passwordProblems', () => {
  it('accepts a long enough password', () => {
    expect(passwordProblems('correct horse battery', 'a@example.org')).toEqual([]);
  });

  it('names each problem', () => {
    expect(passwordProblems('short', '')).toEqual(['The password must be at least 10 characters long.']);
    expect(passwordProblems('x'.repeat(201), '')).toContain(
      'The password must be at most 200 characters long.',
    );
    expect(passwordProblems('Reader@Example.org', 'reader@example.org')).toEqual([
      'The password must not be your e-mail address.',
    ]);
    expect(passwordProblems('abababababab', '')).toEqual([
      'The password must not repeat only a few characters.',
    ]);
  });
});

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
