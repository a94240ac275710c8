import { describe, expect, it } from 'vitest';
import type { Creator, CopyrightFacts } from './facts.ts';
import { assessCopyright } from './rules.ts';

const NOW = 2026;
const person = (deathYear: number | null, extra: Partial<Creator> = {}): Creator => ({
  name: 'Lawson, Henry',
  birthYear: null,
  deathYear,
  living: false,
  ...extra,
});
const facts = (over: Partial<CopyrightFacts>): CopyrightFacts => ({
  creators: [person(1922)],
  published: true,
  year: 1900,
  material: 'literary',
  crown: false,
  ...over,
});
const assess = (over: Partial<CopyrightFacts>, now = NOW) => assessCopyright(facts(over), now);

describe('copyright rules, one case per contextMsg', () => {
  it('1.1: a published work whose creators all died before 1955 is out of copyright', () => {
    expect(assess({ creators: [person(1922), person(1954)] })).toMatchObject({
      status: 'Out of Copyright',
      contextMsg: '1.1',
    });
  });

  it('1.2: a work whose last creator died more than 70 years ago is out of copyright', () => {
    expect(assess({ creators: [person(1955)], year: 1950 })).toMatchObject({
      status: 'Out of Copyright',
      contextMsg: '1.2',
      expiresAfter: 2025,
    });
  });

  it('1.3: an anonymous work made public more than 70 years ago is out of copyright', () => {
    expect(assess({ creators: [], year: 1950 })).toMatchObject({
      status: 'Out of Copyright',
      contextMsg: '1.3',
    });
  });

  it('2.1: a work whose creator died within 70 years is in copyright until death + 70', () => {
    expect(assess({ creators: [person(1922), person(1960)], year: 1950 })).toMatchObject({
      status: 'In Copyright',
      contextMsg: '2.1',
      expiresAfter: 2030,
    });
  });

  it('2.2: an anonymous work made public within 70 years is in copyright', () => {
    expect(assess({ creators: [], year: 1990 })).toMatchObject({
      status: 'In Copyright',
      contextMsg: '2.2',
      expiresAfter: 2060,
    });
  });

  it('3: a photograph taken before 1955 is out of copyright whoever took it', () => {
    expect(assess({ material: 'photograph', creators: [person(1990)], year: 1930 })).toMatchObject({
      status: 'Out of Copyright',
      contextMsg: '3',
    });
  });

  it('4: a sound recording made before 1955 is out of copyright', () => {
    expect(assess({ material: 'sound recording', year: 1954 })).toMatchObject({
      status: 'Out of Copyright',
      contextMsg: '4',
    });
  });

  it('5: a film published within 70 years is in copyright until publication + 70', () => {
    expect(assess({ material: 'film', year: 1980 })).toMatchObject({
      status: 'In Copyright',
      contextMsg: '5',
      expiresAfter: 2050,
    });
  });

  it('6: a government work published more than 50 years ago is out of copyright', () => {
    expect(assess({ crown: true, year: 1970, creators: [] })).toMatchObject({
      status: 'Out of Copyright',
      contextMsg: '6',
      expiresAfter: 2020,
    });
  });

  it('7: a government work published within 50 years is in copyright', () => {
    expect(assess({ crown: true, year: 1990 })).toMatchObject({
      status: 'In Copyright',
      contextMsg: '7',
      expiresAfter: 2040,
    });
  });

  it('8: an unpublished government report stays in copyright', () => {
    expect(assess({ crown: true, published: false, year: 1850 })).toMatchObject({
      status: 'In Copyright',
      contextMsg: '8',
      expiresAfter: null,
    });
  });

  it('Unknown: a creator without a date of death on an older work cannot be decided', () => {
    expect(assess({ creators: [person(null)], year: 1940 })).toMatchObject({
      status: 'Unknown',
      contextMsg: 'Unknown',
    });
  });
});

describe('copyright rules at the edges', () => {
  it('uses the clock it is given: death + 70 expires on 1 January after the last year', () => {
    expect(assess({ creators: [person(1960)], year: 1958 }, 2030).contextMsg).toBe('2.1');
    expect(assess({ creators: [person(1960)], year: 1958 }, 2031).contextMsg).toBe('1.2');
  });

  it('keeps an unpublished work of an author who died in 1950 protected until 2020 (2019 rules)', () => {
    expect(assess({ published: false, creators: [person(1950)] }, 2020).contextMsg).toBe('2.1');
    expect(assess({ published: true, creators: [person(1950)] }, 2020).contextMsg).toBe('1.1');
  });

  it('protects a work first published after its author died for 70 years from publication', () => {
    expect(assess({ creators: [person(1940)], year: 1960 })).toMatchObject({
      contextMsg: '2.1',
      expiresAfter: 2030,
    });
  });

  it('treats a living creator as in copyright with no known end', () => {
    expect(assess({ creators: [person(null, { birthYear: 1950, living: true })], year: 2001 })).toMatchObject(
      {
        contextMsg: '2.1',
        expiresAfter: null,
      },
    );
  });

  it('assumes a creator of a very old work died within 100 years of making it, and says so', () => {
    const outcome = assess({ creators: [person(null)], year: 1800 });
    expect(outcome.contextMsg).toBe('1.1');
    expect(outcome.assumptions).toHaveLength(1);
  });

  it('frees an anonymous work published before 1955 whatever the clock says (the old 50-year term)', () => {
    expect(assess({ creators: [], year: 1950 }, 2020)).toMatchObject({
      contextMsg: '1.3',
      expiresAfter: 2000,
    });
    expect(assess({ creators: [], year: 1950, published: false }, 2020).contextMsg).toBe('2.2');
  });

  it('counts a photograph taken in 1960 for 70 years from taking', () => {
    expect(assess({ material: 'photograph', year: 1960 })).toMatchObject({
      contextMsg: '2.2',
      expiresAfter: 2030,
    });
  });

  it('counts an unpublished government drawing from the year it was made', () => {
    expect(assess({ crown: true, published: false, material: 'artistic', year: 1960 }).contextMsg).toBe('6');
  });

  it('cannot decide without a material type or a publication status for a government work', () => {
    expect(assess({ material: null }).contextMsg).toBe('Unknown');
    expect(assess({ crown: true, published: null }).contextMsg).toBe('Unknown');
  });
});
