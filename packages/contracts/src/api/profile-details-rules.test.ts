import { describe, expect, it } from 'vitest';
import {
  PROFILE_DETAIL_MESSAGES as M,
  biographyRemaining,
  cleanProfileDetails,
  isHandle,
  isValidOrcid,
  isWebsite,
  profileDetailProblems,
} from './profile-details-rules.ts';

const problemsOf = (input: Parameters<typeof cleanProfileDetails>[0]) =>
  profileDetailProblems(cleanProfileDetails(input));

describe('the ORCID iD rule (modulo 11 check digit)', () => {
  it.each(['0000-0002-1825-0097', '0000-0001-5109-3700', '0000-0002-1694-233X', '0000-0003-1415-9269'])(
    'accepts %s',
    (id) => expect(isValidOrcid(id)).toBe(true),
  );
  it.each([
    ['a wrong check digit', '0000-0002-1825-0098'],
    ['X where a digit is due', '0000-0002-1825-009X'],
    ['a digit where X is due', '0000-0002-1694-2330'],
    ['a lower-case x', '0000-0002-1694-233x'],
    ['no hyphens', '0000000218250097'],
    ['spaces for hyphens', '0000 0002 1825 0097'],
    ['a group too short', '0000-0002-1825-009'],
    ['a letter inside', '0000-000A-1825-0097'],
    ['the address form', 'https://orcid.org/0000-0002-1825-0097'],
  ])('refuses %s', (_, id) => expect(isValidOrcid(id)).toBe(false));
});

describe('the handle rules', () => {
  it.each(['ada', '@ada', 'ada.lovelace', 'httpfan', 'wwwriter'])('accepts %s', (h) =>
    expect(isHandle(h)).toBe(true),
  );
  it.each([
    'http://x.com/ada',
    'https://facebook.com/ada',
    'HTTPS://x.com/ada',
    'www.facebook.com/ada',
    'WWW.x.com',
  ])('refuses %s', (h) => expect(isHandle(h)).toBe(false));
});

describe('the website rule', () => {
  it.each([
    'https://example.org',
    'http://example.org/a?b=c',
    'https://sub.example.com.au/path',
    'http://localhost:3000',
  ])('accepts %s', (url) => expect(isWebsite(url)).toBe(true));
  it.each([
    'example.org',
    'www.example.org',
    'ftp://example.org',
    'javascript:alert(1)',
    'https://',
    'https://exa mple.org',
    'https://intranet',
    'mailto:a@b.c',
  ])('refuses %s', (url) => expect(isWebsite(url)).toBe(false));
});

describe('profile details problems', () => {
  it('finds none in empty or valid fields', () => {
    expect(problemsOf({})).toEqual([]);
    expect(
      problemsOf({
        biography: 'Line one\r\nLine two',
        website: 'https://example.org',
        twitter: 'ada',
        facebook: 'ada.lovelace',
        orcid: '0000-0002-1694-233X',
      }),
    ).toEqual([]);
  });

  it('names each refused field with the spec’s message, in the form’s order', () => {
    expect(
      problemsOf({
        website: 'example.org',
        twitter: 'https://twitter.com/ada',
        facebook: 'www.facebook.com/ada',
        orcid: '0000-0002-1825-0098',
      }),
    ).toEqual([
      { field: 'website', message: 'Please enter a valid website address.' },
      { field: 'twitter', message: 'The value provided is not a valid Twitter handle.' },
      { field: 'facebook', message: 'The value provided is not a valid Facebook handle.' },
      { field: 'orcid', message: 'Please enter a valid 16-digit ORCID iD.' },
    ]);
  });

  it('refuses values over the maximum lengths with maxPlain', () => {
    expect(problemsOf({ biography: 'a'.repeat(5001) })).toEqual([
      { field: 'biography', message: M.maxPlain },
    ]);
    expect(problemsOf({ biography: 'a'.repeat(5000) })).toEqual([]);
    expect(problemsOf({ website: `https://example.org/${'a'.repeat(1000)}` })).toEqual([
      { field: 'website', message: M.maxPlain },
    ]);
    expect(problemsOf({ twitter: 'a'.repeat(256), facebook: 'b'.repeat(255) })).toEqual([
      { field: 'twitter', message: M.maxPlain },
    ]);
    expect(problemsOf({ orcid: '0000-0002-1825-0097-1' })).toEqual([{ field: 'orcid', message: M.orcid }]);
  });

  it('counts a line break once, however the browser sent it', () => {
    const bio = `${'a'.repeat(2499)}\r\n${'b'.repeat(2500)}`;
    expect(problemsOf({ biography: bio })).toEqual([]);
    expect(biographyRemaining(bio)).toBe(0);
    expect(biographyRemaining('ab\r\nc')).toBe(4996);
  });

  it('keeps line breaks, trims spaces around and clears empty fields', () => {
    expect(cleanProfileDetails({ biography: '  One\r\n\r\nTwo  ', website: '   ', twitter: null })).toEqual({
      biography: 'One\n\nTwo',
      website: null,
      twitter: null,
      facebook: null,
      orcid: null,
    });
  });
});
