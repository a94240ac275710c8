import { describe, expect, it } from 'vitest';
import { BULK_ACTIONS, bulkFailureMessage } from './bulk-failure.ts';

describe('what a failed bulk call shows', () => {
  it('shows the spec’s sentence, not the browser’s text, when the server could not be reached', () => {
    const offline = { ok: false as const, status: 0, kind: 'network' as const, message: 'Failed to fetch' };
    expect(bulkFailureMessage(offline, BULK_ACTIONS.merge)).toBe(
      'An unexpected error has occurred while attempting to merge the selected works',
    );
    expect(bulkFailureMessage(offline, BULK_ACTIONS.addTag)).toBe(
      'An unexpected error has occurred while attempting to save your tag',
    );
    // Spec 01 §8's phrase for Add to list, as written.
    expect(bulkFailureMessage(offline, BULK_ACTIONS.addToList)).toBe(
      'An unexpected error has occurred while attempting to saving your lists',
    );
  });

  it('uses the same sentence for a server fault or an answer it cannot read', () => {
    const fault = {
      ok: false as const,
      status: 500,
      kind: 'http' as const,
      message: 'Internal Server Error',
    };
    const garbled = { ok: false as const, status: 502, kind: 'contract' as const, message: 'not understood' };
    expect(bulkFailureMessage(fault, BULK_ACTIONS.removeTag)).toBe(
      'An unexpected error has occurred while attempting to remove your tag',
    );
    expect(bulkFailureMessage(garbled, BULK_ACTIONS.removeTag)).toMatch(/^An unexpected error has occurred/);
  });

  it('shows the server’s own message when it refused the request', () => {
    const refused = {
      ok: false as const,
      status: 403,
      kind: 'http' as const,
      message: 'You do not have permission to perform the requested action',
    };
    expect(bulkFailureMessage(refused, BULK_ACTIONS.merge)).toBe(refused.message);
  });
});
