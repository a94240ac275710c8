import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/**
 * The one rule for a new password, wherever one is set (sign-up, reset; ADR 014): a length, not
 * the e-mail address, and hard enough to guess by zxcvbn's estimate, which knows common
 * passwords, words, names, keyboard patterns, dates, repeats and the account's own details.
 */

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;
/** zxcvbn's 0–4 scale: 3 is "safely unguessable" (about 10^8 guesses or more). */
export const PASSWORD_MIN_SCORE = 3;
/**
 * The estimate looks at this many characters: a longer password is long enough for the rest not to
 * matter, and the estimate's time grows with length (a 200-character one took over a second).
 */
const ESTIMATED_LENGTH = 64;

export const TOO_EASY = 'This password is too easy to guess.';
const GENERAL_ADVICE = 'Use a few words that do not belong together, or a longer password.';

/** zxcvbn's English advice, with its one abstract warning said plainly and Australian spelling. */
const ADVICE = {
  ...english.translations,
  warnings: {
    ...english.translations.warnings,
    userInputs: 'It contains your name or e-mail address.',
  },
  suggestions: {
    ...english.translations.suggestions,
    allUppercase: 'Capitalise some, but not all letters.',
    capitalization: 'Capitalise more than the first letter.',
  },
};

let estimator: ZxcvbnFactory | undefined;
function strength(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: ADVICE,
    maxLength: ESTIMATED_LENGTH,
    // Bounds the l33t matcher's work on passwords full of substitutable characters.
    l33tMaxSubstitutions: 10,
  });
  return estimator;
}

/** Who the password is for: their details make a weak password (zxcvbn's user inputs). */
export interface PasswordOwner {
  email?: string | null;
  username?: string | null;
  displayName?: string | null;
}

/** The account's own words: the address, its local part, the user name, the name and its words. */
function ownerWords(owner: PasswordOwner): string[] {
  const email = owner.email?.trim().toLowerCase() ?? '';
  const name = owner.displayName?.trim() ?? '';
  const words = [email, email.split('@')[0] ?? '', owner.username ?? '', name, ...name.split(/[\s.,'-]+/)];
  return [...new Set(words.filter((word) => word.length >= 3))];
}

/** Why a password is too easy to guess, in zxcvbn's words: its warning, then its suggestions. */
function weakness(password: string, owner: PasswordOwner): string | null {
  const result = strength().check(password, ownerWords(owner));
  if (result.score >= PASSWORD_MIN_SCORE) return null;
  const advice = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean);
  return [TOO_EASY, ...(advice.length > 0 ? advice : [GENERAL_ADVICE])].join(' ');
}

/** What is wrong with a new password, in words for the form; empty when it may be used. */
export function passwordProblems(password: string, owner: PasswordOwner): string[] {
  if (password.length < PASSWORD_MIN)
    return [`The password must be at least ${PASSWORD_MIN} characters long.`];
  if (password.length > PASSWORD_MAX)
    return [`The password must be at most ${PASSWORD_MAX} characters long.`];
  const email = owner.email?.trim().toLowerCase();
  if (email && password.trim().toLowerCase() === email)
    return ['The password must not be your e-mail address.'];
  const weak = weakness(password, owner);
  return weak ? [weak] : [];
}
