import { describe, expect, it } from 'vitest';
import { languagesOfNames, languagesOfText } from './languages.ts';

describe('languages named in words by CSV sources', () => {
  it('stores a name the standard knows as its code, others as they are (periodical works, oral histories)', () => {
    expect(languagesOfNames(['Australian languages', 'English', 'Luritja (C7.1)', 'Pintupi (C10)'])).toEqual([
      'aus',
      'eng',
      'Luritja (C7.1)',
      'Pintupi (C10)',
    ]);
    expect(languagesOfNames(['Croatian', 'English', 'Undetermined'])).toEqual(['hrv', 'eng']);
  });

  it("reads the finding aids' free-text language notes", () => {
    expect(languagesOfText('English\nTok Pisin\nHiri Motu').codes).toEqual(['eng', 'tpi', 'hmo']);
    expect(languagesOfText('Spanish; Castilian')).toEqual({ codes: ['spa'], warnings: [] });
    expect(languagesOfText('Undetermined')).toEqual({ codes: [], warnings: [] });
    expect(languagesOfText('Various')).toEqual({
      codes: [],
      warnings: ["language 'Various' names no language the standard knows: left out"],
    });
  });
});
