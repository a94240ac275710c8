import { describe, expect, it } from 'vitest';
import type { Caller } from '../auth/caller.ts';
import { mayDownload, mayExport, mayReadDownload, mayStartAnother } from './downloads-policy.ts';

const owner: Caller = { userId: 1, username: 'owner', displayName: 'Owner', roles: [] };
const other: Caller = { userId: 2, username: 'other', displayName: 'Other', roles: ['dataManager'] };

const outcome = (decision: ReturnType<typeof mayDownload>) =>
  decision.allowed ? 'ok' : `${decision.kind} ${decision.code}`;

describe('the download policy', () => {
  it.each([
    ['anonymous', null, 'unauthenticated unauthorised', 'unauthenticated unauthorised'],
    ['the owner', owner, 'ok', 'ok'],
    ['anyone else, even a data manager', other, 'ok', 'refused forbidden'],
  ] as const)('lets %s download (%s) and read the owner’s download (%s)', (_who, caller, any, owners) => {
    expect(outcome(mayDownload(caller))).toBe(any);
    expect(outcome(mayReadDownload(caller, owner.userId))).toBe(owners);
  });

  it.each([
    [{ exportSize: 2000, downloadable: true, filesKept: true }, 'ok'],
    [{ exportSize: 0, downloadable: true, filesKept: true }, 'refused not_downloadable'],
    [{ exportSize: 2000, downloadable: false, filesKept: true }, 'refused not_downloadable'],
    [{ exportSize: 2000, downloadable: true, filesKept: false }, 'refused not_downloadable'],
  ])(
    'exports only when downloads are on, the collection allows it and files are kept: %o',
    (setting, expected) => {
      expect(outcome(mayExport(setting))).toBe(expected);
    },
  );

  it('starts another download only below the environment’s limit, naming how many run', () => {
    expect(outcome(mayStartAnother(2, 3))).toBe('ok');
    expect(mayStartAnother(3, 3)).toMatchObject({ kind: 'conflict', code: 'too_many_downloads' });
    expect(mayStartAnother(3, 3)).toMatchObject({ message: expect.stringContaining('3') });
  });
});
