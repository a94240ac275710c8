import { describe, expect, it } from 'vitest';
import { pageFields } from './present-article.ts';

describe("an article's page as v3 gives it (issue 29 point 17)", () => {
  it("splits a supplement's page as Trove does: page '5', sequence '5 S'", () => {
    expect(pageFields({ page: '5 S', pageSequence: null })).toEqual({ page: '5', pageSequence: '5 S' });
  });

  it('gives an ordinary page as both, and keeps a known sequence', () => {
    expect(pageFields({ page: '3', pageSequence: null })).toEqual({ page: '3', pageSequence: '3' });
    expect(pageFields({ page: '6', pageSequence: 6 })).toEqual({ page: '6', pageSequence: '6' });
  });

  it('keeps a page that is no number, and says nothing of a page it does not know', () => {
    expect(pageFields({ page: 'Supplement', pageSequence: null })).toEqual({
      page: 'Supplement',
      pageSequence: 'Supplement',
    });
    expect(pageFields({ page: null, pageSequence: null })).toEqual({ page: null, pageSequence: null });
  });
});
