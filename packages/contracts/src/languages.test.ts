import { describe, expect, it } from 'vitest';
import { languageCode, languageCodeOfName, languageCodesInText, languageName } from './languages.ts';

describe('language names from ISO 639-2 codes (iso-639-2)', () => {
  it('names bibliographic and terminologic codes alike', () => {
    expect(languageName('eng')).toBe('English');
    expect(languageName('ger')).toBe('German');
    expect(languageName('deu')).toBe('German');
    expect(languageName('chi')).toBe('Chinese');
    expect(languageName('fre')).toBe('French');
    expect(languageName('mul')).toBe('Multiple languages');
    expect(languageName('zxx')).toBe('No linguistic content');
  });

  it("gives the first of the standard's names ('Spanish; Castilian')", () => {
    expect(languageName('spa')).toBe('Spanish');
    expect(languageName('dut')).toBe('Dutch');
  });

  it('shows a stored name as it is, and never invents one', () => {
    expect(languageName('English')).toBe('English');
    expect(languageName('Luritja (C7.1)')).toBe('Luritja (C7.1)');
  });

  it('gives codes for names, for ISO 639-1 and terminologic codes, and for discontinued MARC codes', () => {
    expect(languageCodeOfName('English')).toBe('eng');
    expect(languageCodeOfName('castilian')).toBe('spa');
    expect(languageCodeOfName('Luritja (C7.1)')).toBeNull();
    expect(languageCode('de')).toBe('ger');
    expect(languageCode('fra')).toBe('fre');
    expect(languageCode('scr')).toBe('hrv');
    expect(languageCode('xyz')).toBeNull();
  });
});

describe('languages named in a free-text note', () => {
  it('finds every language named, in order, even run together with the next sentence', () => {
    // The NLA finding aids' language_of_materials cells, as they are.
    expect(languageCodesInText('English French German Dutch; Flemish')).toEqual(['eng', 'fre', 'ger', 'dut']);
    expect(languageCodesInText('EnglishEnglish')).toEqual(['eng']);
    expect(
      languageCodesInText(
        'EnglishThe language of items 1-9 and 65 is Latin. Later items are mostly in English.',
      ),
    ).toEqual(['eng', 'lat']);
    expect(languageCodesInText('Tetum\nPortuguese\nIndonesian\nEnglish')).toEqual([
      'tet',
      'por',
      'ind',
      'eng',
    ]);
    expect(languageCodesInText('Mainly letters')).toEqual([]);
  });
});
