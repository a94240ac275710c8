import { describe, expect, it } from 'vitest';
import { personKeys, queryKey, titleKeys } from '../src/name-keys.ts';

describe('name keys: what a whole query must equal', () => {
  it('finds a person by surname, and by forenames and surname in either order, without honorifics or dates', () => {
    const keys = personKeys(['Menzies, Robert Gordon, Sir, 1894-1978', 'Menzies, Robert'], ['1894', '1978']);
    for (const typed of [
      'Menzies',
      'robert menzies',
      'Sir Robert Menzies',
      'Robert Gordon Menzies',
      'menzies, robert',
      'Menzies, Robert Gordon, Sir, 1894-1978',
    ]) {
      expect(keys, typed).toContain(queryKey(typed));
    }
    expect(keys).not.toContain(queryKey('robert'));
    expect(keys).not.toContain(queryKey('menzies library'));
  });

  it('skips names that are not headings, such as a note that someone was later knighted', () => {
    expect(personKeys(['Later Sir Robert'])).toEqual([]);
  });

  it('keys a title whole, by its main part, and without a leading article', () => {
    const keys = titleKeys('The Lone hand : an illustrated monthly.');
    expect(keys).toContain(queryKey('the lone hand'));
    expect(keys).toContain(queryKey('Lone Hand'));
    expect(keys).toContain(queryKey('The lone hand: an illustrated monthly'));
    expect(titleKeys("The Australian Women's Weekly (1933 - 1982)")).toContain(
      queryKey("australian women's weekly"),
    );
    expect(titleKeys('TWINS DROWNED. HORSHAM TRAGEDY.')).toContain(queryKey('twins drowned'));
    expect(titleKeys('aph.gov.au')).toContain(queryKey('aph.gov.au'));
  });

  it('keeps the article a query was typed with, ignores case, accents and punctuation', () => {
    expect(queryKey('The Bulletin')).toBe('the bulletin');
    expect(queryKey('Café  DÉCOR!')).toBe('cafe decor');
    expect(queryKey('— ,')).toBeNull();
  });
});
