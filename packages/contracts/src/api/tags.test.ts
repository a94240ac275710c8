import { describe, expect, it } from 'vitest';
import { parseTagNames } from './tags-rules.ts';

describe('parseTagNames', () => {
  it('separates tags at commas and trims them', () => {
    expect(parseTagNames(' federation , cartoons,Bulletin ')).toEqual(['federation', 'cartoons', 'Bulletin']);
  });
  it('keeps a comma inside double quotes', () => {
    expect(parseTagNames('"Smith, John", poetry')).toEqual(['Smith, John', 'poetry']);
  });
  it('drops empty entries and repeats', () => {
    expect(parseTagNames(',, a ,,"", a,  ')).toEqual(['a']);
  });
  it('collapses runs of spaces', () => {
    expect(parseTagNames('new   south \t wales')).toEqual(['new south wales']);
  });
  it('reads an unclosed quote to the end', () => {
    expect(parseTagNames('"a, b')).toEqual(['a, b']);
  });
});
