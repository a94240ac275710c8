import { describe, expect, it } from 'vitest';
import { pendingState, settledIdsOf } from './pending-state.ts';

describe('pending state of a work (ADR 010)', () => {
  it('is settled when no split or merge has begun', () => {
    expect(pendingState([1, 2, 3], null)).toEqual({ separation: false, merge: false });
  });

  it('is settled when the versions are those the work was settled with, in any order', () => {
    expect(pendingState([3, 1, 2], [1, 2, 3])).toEqual({ separation: false, merge: false });
  });

  it('is separation pending while a recorded version is no longer held', () => {
    expect(pendingState([1, 2], [1, 2, 3])).toEqual({ separation: true, merge: false });
  });

  it('is merge pending while a held version is not yet recorded', () => {
    expect(pendingState([1, 2, 3, 4], [1, 2, 3])).toEqual({ separation: false, merge: true });
  });

  it('is both when editions move each way at once', () => {
    expect(pendingState([1, 4], [1, 2])).toEqual({ separation: true, merge: true });
  });

  it('is separation pending for a work whose every edition left it', () => {
    expect(pendingState([], [7])).toEqual({ separation: true, merge: false });
  });

  it('reads the stored ids, treating an unreadable column as settled', () => {
    expect(settledIdsOf(null)).toBeNull();
    expect(settledIdsOf('[1,2]')).toEqual([1, 2]);
    expect(settledIdsOf('[1,"x",2.5]')).toEqual([1]);
    expect(settledIdsOf('{oops')).toBeNull();
    expect(settledIdsOf('{"a":1}')).toBeNull();
  });
});
