import type { TextVersion } from '@trove/contracts';
import { describe, expect, it } from 'vitest';
import { ORIGINAL_VERSION_LABEL, correctionTime, linesWord, versionKind } from './words.ts';

const base: TextVersion = {
  correctionId: 1,
  version: 3,
  kind: 'correction',
  status: 'live',
  user: null,
  created: '2026-11-27T10:05:00Z',
  comment: null,
  reason: null,
  revertsTo: null,
  lineCount: 2,
};

describe('history words', () => {
  it('names each kind of version, with held and rejected ones marked', () => {
    expect(versionKind({ ...base, version: 0 })).toBe(ORIGINAL_VERSION_LABEL);
    expect(versionKind(base)).toBe('Correction');
    expect(versionKind({ ...base, kind: 'demo' })).toBe('Correction (demonstration)');
    expect(versionKind({ ...base, kind: 'revert', revertsTo: 1 })).toBe('Revert to version 1');
    expect(versionKind({ ...base, version: null, status: 'held' })).toBe('Correction, held for review');
    expect(versionKind({ ...base, version: null, status: 'rejected' })).toBe('Correction, rejected');
  });

  it('writes moments in UTC and counts lines', () => {
    expect(correctionTime('2026-11-27T10:05:00Z')).toMatch(/27 November 2026.*10:05.*UTC/);
    expect(correctionTime('not a date')).toBe('not a date');
    expect(linesWord(1)).toBe('1 line');
    expect(linesWord(3)).toBe('3 lines');
  });
});
