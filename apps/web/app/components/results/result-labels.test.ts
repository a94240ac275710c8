import { describe, expect, it } from 'vitest';
import {
  authorsDisplay,
  authorsText,
  entityLabel,
  itemCountLabel,
  listDescription,
  onlineLabel,
  resultLink,
  websiteTitle,
} from './result-labels.ts';

describe('authors', () => {
  it('lists up to 3 authors then +N more', () => {
    expect(authorsText('A; B; C; D; E')).toBe('A; B; C +2 more');
    expect(authorsDisplay('A; B')).toEqual({ shown: ['A', 'B'], more: 0 });
    expect(authorsText(null)).toBeNull();
    expect(authorsText(' ; ')).toBeNull();
  });
});

describe('online availability label', () => {
  it('reads n and "not available online" as Not available online', () => {
    expect(onlineLabel('n')).toBe('Not available online');
    expect(onlineLabel('Not available online')).toBe('Not available online');
  });

  it('reads y/r and any mention of conditions as Access conditions apply', () => {
    expect(onlineLabel('y/r')).toBe('Access conditions apply');
    expect(onlineLabel('Online (conditions apply)')).toBe('Access conditions apply');
  });

  it('says nothing otherwise', () => {
    expect(onlineLabel('y')).toBeNull();
    expect(onlineLabel(null)).toBeNull();
  });
});

describe('result links', () => {
  const base = { id: 7, deliveryUrl: null };
  it('sends works to their page with the keyword', () => {
    expect(resultLink({ ...base, workType: 'work' }, 'gold')).toEqual({
      kind: 'internal',
      to: '/work/7?keyword=gold',
    });
  });

  it('sends newspaper articles with a searchTerm', () => {
    expect(resultLink({ ...base, workType: 'newspaper' }, 'gold rush')).toEqual({
      kind: 'internal',
      to: '/newspaper/article/7?searchTerm=gold+rush',
    });
  });

  it('sends people to their page and websites to the archived copy', () => {
    expect(resultLink({ ...base, workType: 'people' }, 'x')).toEqual({ kind: 'internal', to: '/people/7' });
    expect(
      resultLink({ id: 1, workType: 'website', deliveryUrl: 'https://webarchive.example/a' }, 'x'),
    ).toEqual({
      kind: 'external',
      href: 'https://webarchive.example/a',
    });
    expect(resultLink({ id: 1, workType: 'website', deliveryUrl: null }, 'x')).toBeNull();
  });

  it('sends a list to its page', () => {
    expect(resultLink({ ...base, workType: 'list' }, 'x')).toEqual({ kind: 'internal', to: '/list/7' });
  });
});

describe('list item counts', () => {
  it('says item or items, with thousands separated', () => {
    expect([0, 1, 2, 5000].map(itemCountLabel)).toEqual(['0 items', '1 item', '2 items', '5,000 items']);
  });
});

describe('other labels', () => {
  it('truncates long website titles saying how much is hidden', () => {
    const title = 'x'.repeat(130);
    expect(websiteTitle(title)).toBe(`${'x'.repeat(100)}... (not showing 30 characters)`);
    expect(websiteTitle('short')).toBe('short');
  });

  it('labels people entities', () => {
    expect(entityLabel('corporatebody')).toBe('Organisation');
    expect(entityLabel('unknown')).toBeNull();
  });
});

describe('listDescription (spec 01 §2.8)', () => {
  it('keeps a description of 100 characters or fewer as it is', () => {
    expect(listDescription('x'.repeat(100))).toBe('x'.repeat(100));
  });

  it('cuts a longer one at a word near 100 characters, or at 100 when there is none', () => {
    const words = `${'word '.repeat(19)}wordy and more after it`;
    expect(listDescription(words)).toBe(`${'word '.repeat(19).trimEnd()} wordy…`);
    expect(listDescription('y'.repeat(130))).toBe(`${'y'.repeat(100)}…`);
  });
});
