import { describe, expect, it } from 'vitest';
import { csrfHeaders, csrfTokenFrom } from './csrf.ts';

describe('the CSRF token', () => {
  it('is read from its cookie among others', () => {
    expect(csrfTokenFrom('a=1; trove_csrf=tok%2Den; b=2')).toBe('tok-en');
    expect(csrfTokenFrom('a=1')).toBeNull();
    expect(csrfTokenFrom('')).toBeNull();
  });

  it('goes in the x-csrf-token header only when there is one', () => {
    expect(csrfHeaders('trove_csrf=abc')).toEqual({ 'x-csrf-token': 'abc' });
    expect(csrfHeaders('other=1')).toEqual({});
  });
});
