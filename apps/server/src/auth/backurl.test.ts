import { describe, expect, it } from 'vitest';
import { HOSTILE_BACKURLS, KEPT_BACKURLS } from '../../test/backurl-cases.ts';
import { safeBackurl } from './backurl.ts';

describe('safeBackurl', () => {
  it.each(KEPT_BACKURLS)('keeps %j as %j', (raw, kept) => {
    expect(safeBackurl(raw)).toBe(kept);
  });

  it('sends the visitor home when no backurl is given', () => {
    expect(safeBackurl(undefined)).toBe('/');
    expect(safeBackurl('')).toBe('/');
  });

  it('holds at least 40 hostile forms', () => {
    expect(HOSTILE_BACKURLS.length).toBeGreaterThanOrEqual(40);
  });

  const shortName = (raw: string) => JSON.stringify(raw.length > 60 ? `${raw.slice(0, 60)}…` : raw);
  it.each(HOSTILE_BACKURLS.map((raw) => [shortName(raw), raw]))('refuses %s', (_name, raw) => {
    expect(safeBackurl(raw)).toBeNull();
  });

  it('refuses values that are not text', () => {
    expect(safeBackurl(['/a'])).toBeNull();
    expect(safeBackurl(12)).toBeNull();
  });

  it('refuses a path that grows too long once encoded', () => {
    expect(safeBackurl(`/${'é'.repeat(1000)}`)).toBeNull();
  });

  it('never returns to a sign-in page itself, however it is spelt', () => {
    expect(safeBackurl('/auth/login?backurl=/x')).toBe('/');
    expect(safeBackurl('/auth/logout')).toBe('/');
    expect(safeBackurl('/x/../auth/logout')).toBe('/');
    expect(safeBackurl('/%61uth/logout')).toBe('/');
    expect(safeBackurl('/auth')).toBe('/');
  });
});
