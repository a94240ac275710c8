import { describe, expect, it } from 'vitest';
import { failureMessage } from './contribution-feedback.ts';

describe('failureMessage', () => {
  it('shows the server’s reason for a refusal and the spec’s sentence otherwise', () => {
    const refusal = {
      ok: false as const,
      status: 403,
      kind: 'http' as const,
      message: 'You must prove you are human and pass the ALTCHA challenge first.',
    };
    expect(failureMessage(refusal, 'save your tag')).toBe(refusal.message);
    expect(
      failureMessage({ ok: false, status: 500, kind: 'http', message: 'boom' }, 'saving your note'),
    ).toBe('An unexpected error has occurred while attempting to saving your note');
    expect(
      failureMessage({ ok: false, status: 0, kind: 'network', message: 'offline' }, 'remove your tag'),
    ).toBe('An unexpected error has occurred while attempting to remove your tag');
  });
});
