import { describe, expect, it } from 'vitest';
import { TOO_EASY, passwordProblems } from './password-rule.ts';

const READER = { email: 'reader@example.org', username: 'reader', displayName: 'A. Reader' };

describe('passwordProblems', () => {
  it.each(['correct horse battery', 'lantern paddock kestrel', 'a long enough secret', 'Wq8#t!vZp2Lm'])(
    'accepts %j',
    (password) => {
      expect(passwordProblems(password, READER)).toEqual([]);
    },
  );

  it('keeps the length rule and its words', () => {
    expect(passwordProblems('short', {})).toEqual(['The password must be at least 10 characters long.']);
    expect(passwordProblems('x'.repeat(201), {})).toEqual([
      'The password must be at most 200 characters long.',
    ]);
    expect(passwordProblems('Reader@Example.org', READER)).toEqual([
      'The password must not be your e-mail address.',
    ]);
  });

  it.each([
    'password12',
    '1234567890',
    'qwertyuiop',
    'abababababab',
    'aaaaaaaaaaaa',
    'iloveyou2024',
    'P@ssw0rd123',
    'trustno1trustno1',
    '01/02/1990!!',
    'abcdefghijkl',
  ])('refuses %j, saying why in zxcvbn words', (password) => {
    const [problem, ...more] = passwordProblems(password, {});
    expect(more).toEqual([]);
    expect(problem).toMatch(new RegExp(`^${TOO_EASY.replace('.', '\\.')} [A-Z].*\\.$`));
  });

  it('names the kind of weakness', () => {
    expect(passwordProblems('1234567890', {})).toEqual([
      `${TOO_EASY} This is a frequently used password. Add more words that are less common.`,
    ]);
    expect(passwordProblems('aaaaaaaaaaaa', {})[0]).toContain(
      'Repeated characters like "aaa" are easy to guess.',
    );
  });

  it("uses the owner's e-mail address and name as words a guesser would try", () => {
    const owner = { email: 'zephyrine.quillfeather@example.org', displayName: 'Zephyrine Quillfeather' };
    for (const password of ['quillfeather1984', 'zephyrine1984', 'zephyrinequill']) {
      expect(passwordProblems(password, {}), password).toEqual([]);
      expect(passwordProblems(password, owner), password).toEqual([
        `${TOO_EASY} It contains your name or e-mail address. Add more words that are less common.`,
      ]);
    }
  });

  it('judges a very long password on its first 64 characters', () => {
    expect(passwordProblems('aB3$'.repeat(50), {})[0]).toContain(TOO_EASY);
    expect(passwordProblems(`kestrel lantern paddock ${'x'.repeat(170)}`, {})).toEqual([]);
  });
});
