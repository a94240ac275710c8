import { describe, expect, it } from 'vitest';
import {
  DISPLAY_NAME_MESSAGES,
  RESERVED_USERNAMES,
  USERNAME_MESSAGES,
  displayNameProblem,
  isNeutralUsername,
  neutralUsername,
  usernameProblem,
} from './profile-rules.ts';

describe('usernameProblem', () => {
  it('accepts letters, digits, full stops, hyphens and underscores starting with a letter', () => {
    for (const name of ['ada', 'Ada.Lovelace', 'quill_feather-1984', 'x2y', 'a'.repeat(30)])
      expect(usernameProblem(name), name).toBeNull();
  });
  it('asks for a name when it is blank', () => {
    expect(usernameProblem('   ')).toBe(USERNAME_MESSAGES.required);
  });
  it('refuses names shorter than 3 or longer than 30 characters', () => {
    expect(usernameProblem('ab')).toBe(USERNAME_MESSAGES.length);
    expect(usernameProblem('a'.repeat(31))).toBe(USERNAME_MESSAGES.length);
  });
  it('refuses other characters, a leading digit or mark and a trailing mark', () => {
    for (const name of [
      'ada lovelace',
      'ada@example.org',
      'Zoë',
      '1ada',
      '.ada',
      'ada-',
      'ada_',
      'a/b',
      'a:b',
    ])
      expect(usernameProblem(name), name).toBe(USERNAME_MESSAGES.shape);
  });
  it('refuses reserved words whatever their case, naming the word', () => {
    expect(usernameProblem('Downloads')).toBe(USERNAME_MESSAGES.reserved('Downloads'));
    for (const word of ['api', 'user', 'downloads', 'contributions', 'settings']) {
      expect(RESERVED_USERNAMES).toContain(word);
      expect(usernameProblem(word.toUpperCase())).not.toBeNull();
    }
  });
  it('keeps the neutral names for accounts that have not chosen one', () => {
    expect(usernameProblem('reader-123')).toBe(USERNAME_MESSAGES.neutral);
    expect(usernameProblem('Reader-7')).toBe(USERNAME_MESSAGES.neutral);
    expect(usernameProblem('reader-one')).toBeNull();
  });
  it("allows the chooser's own e-mail local part: a chosen name, not a derived one (ADR 039)", () => {
    expect(usernameProblem('ada.l')).toBeNull();
  });
});

describe('neutral names', () => {
  it('are reader- and a number, and recognised as neutral', () => {
    expect(neutralUsername(42)).toBe('reader-42');
    expect(isNeutralUsername(neutralUsername(42))).toBe(true);
    expect(isNeutralUsername('ada')).toBe(false);
  });
});

describe('displayNameProblem', () => {
  it('accepts an ordinary name and refuses blank, long and e-mail-bearing ones', () => {
    expect(displayNameProblem('Ada Lovelace')).toBeNull();
    expect(displayNameProblem(' ')).toBe(DISPLAY_NAME_MESSAGES.required);
    expect(displayNameProblem('x'.repeat(101))).toBe(DISPLAY_NAME_MESSAGES.length);
    expect(displayNameProblem('ada@example.org')).toBe(DISPLAY_NAME_MESSAGES.email);
    expect(displayNameProblem('Ada (ada.l@mail.example.com)')).toBe(DISPLAY_NAME_MESSAGES.email);
    expect(displayNameProblem('Ada @ home')).toBeNull();
  });
});
