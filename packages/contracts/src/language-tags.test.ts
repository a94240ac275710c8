import { describe, expect, it } from 'vitest';
import { languageTag, recordLang } from './language-tags.ts';

describe('the BCP 47 tag of a stored ISO 639-2 language (WCAG 3.1.2)', () => {
  it('takes the two-letter ISO 639-1 code where the language has one, from either kind of code', () => {
    expect(languageTag('fre')).toBe('fr');
    expect(languageTag('fra')).toBe('fr');
    expect(languageTag('ger')).toBe('de');
    expect(languageTag('deu')).toBe('de');
    expect(languageTag('chi')).toBe('zh');
    expect(languageTag('dut')).toBe('nl');
    expect(languageTag('mao')).toBe('mi');
    expect(languageTag('eng')).toBe('en');
  });

  it('keeps the three-letter code of a language without a two-letter one', () => {
    expect(languageTag('haw')).toBe('haw');
    expect(languageTag('pjt')).toBe('pjt');
    expect(languageTag('aus')).toBe('aus');
  });

  it('reads codes whatever their case and spacing', () => {
    expect(languageTag(' FRE ')).toBe('fr');
  });

  it('gives no tag for a name, or for a code of no one language', () => {
    expect(languageTag('Luritja (C7.1)')).toBeNull();
    expect(languageTag('English')).toBeNull();
    expect(languageTag('und')).toBeNull();
    expect(languageTag('mul')).toBeNull();
    expect(languageTag('zxx')).toBeNull();
    expect(languageTag('mis')).toBeNull();
    expect(languageTag('qaa')).toBeNull();
    expect(languageTag('')).toBeNull();
  });
});

describe("a record's lang", () => {
  it('is its main (first) language when that is not English', () => {
    expect(recordLang(['fre', 'eng'])).toBe('fr');
    expect(recordLang('ita')).toBe('it');
  });

  it('is left out for English, the page language, and where there is no language to name', () => {
    expect(recordLang(['eng', 'fre'])).toBeUndefined();
    expect(recordLang([])).toBeUndefined();
    expect(recordLang(null)).toBeUndefined();
    expect(recordLang(['mul', 'fre'])).toBeUndefined();
    expect(recordLang(['Luritja (C7.1)'])).toBeUndefined();
  });
});
