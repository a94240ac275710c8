import { parseTagNames } from '@trove/contracts';
import { describe, expect, it } from 'vitest';
import { completeLastEntry, completionsFor, lastEntryQuery, splitLastEntry } from './tag-completion.ts';

describe('completing the last tag typed', () => {
  it('asks for the entry after the last comma, not the whole text', () => {
    expect(lastEntryQuery('kb one, a')).toBe('a');
    expect(lastEntryQuery('gold')).toBe('gold');
    expect(lastEntryQuery('kb one, ')).toBe('');
    expect(lastEntryQuery('kb one,')).toBe('');
  });

  it('treats a comma inside double quotes as part of the entry', () => {
    expect(splitLastEntry('kb one, "Smith, J')).toEqual({ before: 'kb one,', entry: ' "Smith, J' });
    expect(lastEntryQuery('kb one, "Smith, J')).toBe('Smith, J');
  });

  it('keeps what was typed before and completes only the last entry', () => {
    expect(completeLastEntry('kb one, a', 'abc')).toBe('kb one, abc');
    expect(completeLastEntry('kb one,a', 'abc')).toBe('kb one, abc');
    expect(completeLastEntry('a', 'abc')).toBe('abc');
    expect(completeLastEntry('"x, y", gold, r', 'rush')).toBe('"x, y", gold, rush');
  });

  it('quotes a completed name that holds a comma, so it stays one tag', () => {
    const text = completeLastEntry('kb one, "Smith, J', 'Smith, John');
    expect(text).toBe('kb one, "Smith, John"');
    expect(parseTagNames(text)).toEqual(['kb one', 'Smith, John']);
  });

  it('offers each suggestion that still fits as the whole text with the last entry completed', () => {
    expect(completionsFor('kb one, a', ['abc', 'Abbey', 'zebra'])).toEqual([
      { name: 'abc', value: 'kb one, abc' },
      { name: 'Abbey', value: 'kb one, Abbey' },
    ]);
  });

  it('offers nothing for an empty last entry or one already complete', () => {
    expect(completionsFor('kb one, ', ['kb one', 'abc'])).toEqual([]);
    expect(completionsFor('kb one, abc', ['abc'])).toEqual([]);
    expect(completionsFor('', ['abc'])).toEqual([]);
  });

  it('never loses earlier tags, whichever suggestion is chosen', () => {
    for (const { value } of completionsFor('gold rush, "Smith, John", bu', ['bushrangers', 'Bulletin']))
      expect(parseTagNames(value).slice(0, 2)).toEqual(['gold rush', 'Smith, John']);
  });
});
