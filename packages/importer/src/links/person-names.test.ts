import { describe, expect, it } from 'vitest';
import { fold, parseDirectName, parseHeading } from './person-names.ts';

describe('folding names', () => {
  it('drops case, accents, apostrophes and full stops, and reads hyphens as spaces', () => {
    expect(fold("O'Byrne, Justin")).toBe('obyrne justin');
    expect(fold('Clunies-Ross, Jöhn.')).toBe('clunies ross john');
  });
});

describe('taking a heading apart', () => {
  it.each([
    [
      'Menzies, Robert Gordon, Sir, 1894-1978.',
      {
        surname: 'menzies',
        forenames: ['robert', 'gordon'],
        birthYear: 1894,
        deathYear: 1978,
        qualified: true,
      },
    ],
    [
      'Hawke, Bob, 1929-',
      { surname: 'hawke', forenames: ['bob'], birthYear: 1929, deathYear: null, qualified: false },
    ],
    [
      'Robb, Andrew, 1951- (speaker)',
      { surname: 'robb', forenames: ['andrew'], birthYear: 1951, deathYear: null, qualified: false },
    ],
    [
      'Meredith, John, 1920-2001. ivr. (Unknown)',
      { surname: 'meredith', forenames: ['john'], birthYear: 1920, deathYear: 2001, qualified: false },
    ],
    [
      'Clugston, Ron b. 1910',
      { surname: 'clugston', forenames: ['ron'], birthYear: 1910, deathYear: null, qualified: false },
    ],
    [
      'Hughes, W. M. (1862-1952)',
      { surname: 'hughes', forenames: ['w', 'm'], birthYear: 1862, deathYear: 1952, qualified: false },
    ],
    [
      'Copland, D.B. (Douglas Berry), 1894-1971',
      {
        surname: 'copland',
        forenames: ['douglas', 'berry'],
        birthYear: 1894,
        deathYear: 1971,
        qualified: false,
      },
    ],
    [
      'Latham, John , Sir',
      { surname: 'latham', forenames: ['john'], birthYear: null, deathYear: null, qualified: true },
    ],
    [
      'Marshall, Alan, 1902-1984 -- Correspondence',
      { surname: 'marshall', forenames: ['alan'], birthYear: 1902, deathYear: 1984, qualified: false },
    ],
    [
      'Smith, John, fl. 1850-1860',
      { surname: 'smith', forenames: ['john'], birthYear: null, deathYear: null, qualified: false },
    ],
  ])('%s', (text, parts) => {
    expect(parseHeading(text)).toEqual(parts);
  });

  it('is not a heading without a comma or without forenames', () => {
    expect(parseHeading('Robert Menzies')).toBeNull();
    expect(parseHeading('Menzies, 1894-1978')).toBeNull();
  });
});

describe('taking a name in direct order apart', () => {
  it('sets aside honorifics, forms of address and post-nominals', () => {
    expect(parseDirectName('Sir Robert Menzies')).toEqual({
      words: ['robert', 'menzies'],
      birthYear: null,
      deathYear: null,
      qualified: true,
    });
    expect(parseDirectName('The Rt Hon. Sir Robert Gordon Menzies KT CH QC')).toMatchObject({
      words: ['robert', 'gordon', 'menzies'],
      qualified: true,
    });
    expect(parseDirectName('Edmund Webber, 1817-1860')).toEqual({
      words: ['edmund', 'webber'],
      birthYear: 1817,
      deathYear: 1860,
      qualified: false,
    });
  });

  it('leaves nothing when there was only an honorific', () => {
    expect(parseDirectName('Sir')).toBeNull();
  });
});
