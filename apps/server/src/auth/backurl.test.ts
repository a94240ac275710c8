import { describe, expect, it } from 'vitest';
import { safeBackurl } from './backurl.ts';

describe('safeBackurl', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(safeBackurl('/work/12?q=a%20b#top')).toBe('/work/12?q=a%20b#top');
    expect(safeBackurl('/')).toBe('/');
  });

  it('sends the visitor home when no backurl is given', () => {
    expect(safeBackurl(undefined)).toBe('/');
    expect(safeBackurl('')).toBe('/');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'work/12',
    '/%0d%0aSet-Cookie:x=1'.replace('%0d%0a', '\r\n'),
    '/x\u0000y',
  ])('refuses %j', (raw) => {
    expect(safeBackurl(raw)).toBeNull();
  });

  it('refuses values that are not text or are too long', () => {
    expect(safeBackurl(['/a'])).toBeNull();
    expect(safeBackurl(`/${'a'.repeat(2048)}`)).toBeNull();
  });

  it('never returns to a sign-in page itself', () => {
    expect(safeBackurl('/auth/login?backurl=/x')).toBe('/');
  });
});
