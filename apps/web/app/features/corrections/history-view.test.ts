import { describe, expect, it } from 'vitest';
import { historyViewOf } from './history-view.ts';

describe('the history address', () => {
  it('reads the page, the two versions to compare and the revert to confirm', () => {
    expect(historyViewOf(new URLSearchParams('start=50&from=0&to=3&revert=2&reverted=1'))).toEqual({
      start: 50,
      from: 0,
      to: 3,
      revert: 2,
      reverted: 1,
    });
  });

  it('ignores what is not a whole number instead of asking the API with it', () => {
    expect(historyViewOf(new URLSearchParams('start=-1&from=x&to=1.5&revert='))).toEqual({
      start: 0,
      from: null,
      to: null,
      revert: null,
      reverted: null,
    });
  });
});
