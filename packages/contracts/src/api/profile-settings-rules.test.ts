import { describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES, emailProblem } from './profile-settings-rules.ts';

describe('the change-email rule (spec 03 §5)', () => {
  it('asks for a value when there is none', () => {
    expect(emailProblem('')).toBe(SETTINGS_MESSAGES.required);
    expect(emailProblem('   ')).toBe(SETTINGS_MESSAGES.required);
  });

  it('needs a local part, an @ and a domain with a dot, in the spec’s words', () => {
    for (const bad of [
      'reader',
      'reader@',
      '@example.org',
      'reader@localhost',
      'a b@example.org',
      'a@b@c.org',
      'a@example.',
    ])
      expect(emailProblem(bad), bad).toBe(SETTINGS_MESSAGES.emailInvalid);
    expect(emailProblem(`${'a'.repeat(250)}@example.org`)).toBe(SETTINGS_MESSAGES.emailInvalid);
  });

  it('accepts an address, with spaces around it', () => {
    expect(emailProblem(' ada.l@example.org ')).toBeNull();
    expect(emailProblem('x+tag@mail.example.com.au')).toBeNull();
  });
});
