import { describe, expect, it } from 'vitest';
import { CONTRIBUTION_WRITE_MESSAGES } from './contributions-rules.ts';

describe('contribution messages', () => {
  it('quote the spec, with the human check named as it really is', () => {
    expect(CONTRIBUTION_WRITE_MESSAGES.humanCheckFirst).toBe(
      'You must prove you are human and pass the human check first.',
    );
    expect(CONTRIBUTION_WRITE_MESSAGES.confirmRemoveTag('federation')).toBe(
      "Are you sure you wish to remove the tag 'federation'?",
    );
    expect(CONTRIBUTION_WRITE_MESSAGES.confirmRemoveNote).toBe('Are you sure you wish to remove this note?');
    expect(CONTRIBUTION_WRITE_MESSAGES.removeTagFailed).toBe(
      'An unexpected error occurred while removing your tag',
    );
  });
});
