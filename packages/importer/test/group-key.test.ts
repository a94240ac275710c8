import { describe, expect, it } from 'vitest';
import { groupKey, normaliseSurname, normaliseTitle } from '../src/core/group-key.ts';

describe('work group key (ADR 003)', () => {
  it('drops the subtitle, the statement of responsibility, a leading article, case and punctuation', () => {
    expect(normaliseTitle('The Getting of Wisdom : a novel / by Henry Handel Richardson.')).toBe(
      'getting of wisdom',
    );
    expect(normaliseTitle('GETTING OF WISDOM')).toBe('getting of wisdom');
    expect(normaliseTitle('Coo-ee! : the journal of the Bishops Knoll Hospital')).toBe('coo ee');
  });

  it('takes the surname from either name order and folds diacritics', () => {
    expect(normaliseSurname('Richardson, Henry Handel, 1870-1946.')).toBe('richardson');
    expect(normaliseSurname('Henry Handel Richardson')).toBe('richardson');
    expect(normaliseSurname('Müller, Anna')).toBe('muller');
  });

  it('groups two editions of one work and separates other formats and other authors', () => {
    const a = groupKey('The getting of wisdom / Henry Handel Richardson', 'Richardson, Henry Handel', 'book');
    const b = groupKey('Getting of wisdom : [a novel]', 'Henry Handel Richardson', 'book');
    expect(a).toBe(b);
    expect(groupKey('The getting of wisdom', 'Richardson, Henry Handel', 'video')).not.toBe(a);
    expect(groupKey('The getting of wisdom', 'Smith, John', 'book')).not.toBe(a);
  });
});
