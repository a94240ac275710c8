import { describe, expect, it } from 'vitest';
import { type CsrfInput, csrfRefusal, pageFormRefusal } from './csrf.ts';

const SITE = 'https://trove.example';
const base: CsrfInput = {
  method: 'POST',
  signedIn: true,
  origin: SITE,
  referer: undefined,
  ownOrigins: [SITE],
  cookieToken: 'abc',
  headerToken: 'abc',
};

describe('csrfRefusal', () => {
  it('lets reads through whoever sends them', () => {
    expect(
      csrfRefusal({ ...base, method: 'GET', origin: 'https://evil.example', headerToken: undefined }),
    ).toBeNull();
  });

  it('lets a signed-in call through with a same-origin Origin and the echoed token', () => {
    expect(csrfRefusal(base)).toBeNull();
    expect(csrfRefusal({ ...base, origin: undefined, referer: `${SITE}/work/1` })).toBeNull();
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('checks %s like POST', (method) => {
    expect(csrfRefusal({ ...base, method, headerToken: undefined })).not.toBeNull();
  });

  it('refuses a signed-in call without the token, with a different token, or without an origin', () => {
    expect(csrfRefusal({ ...base, headerToken: undefined })).toMatch(/security token/);
    expect(csrfRefusal({ ...base, headerToken: 'abd' })).toMatch(/security token/);
    expect(csrfRefusal({ ...base, origin: undefined })).toMatch(/which site/);
  });

  it('refuses a call from another site, signed in or not', () => {
    expect(csrfRefusal({ ...base, origin: 'https://evil.example' })).toMatch(/another site/);
    expect(csrfRefusal({ ...base, signedIn: false, origin: 'https://evil.example' })).toMatch(/another site/);
    expect(
      csrfRefusal({ ...base, signedIn: false, origin: undefined, referer: 'https://evil.example/x' }),
    ).toMatch(/another site/);
    expect(csrfRefusal({ ...base, signedIn: false, origin: 'null' })).toMatch(/another site/);
  });

  it('lets an anonymous call through on Origin alone', () => {
    expect(
      csrfRefusal({ ...base, signedIn: false, cookieToken: undefined, headerToken: undefined }),
    ).toBeNull();
    expect(csrfRefusal({ ...base, signedIn: false, origin: undefined, cookieToken: undefined })).toBeNull();
  });
});

describe('a form posted to a page (ADR 038)', () => {
  const own = { ownOrigins: [SITE] };

  it('is taken when its Origin, or else its Referer, is this site', () => {
    expect(pageFormRefusal({ ...own, origin: SITE, referer: undefined })).toBeNull();
    expect(pageFormRefusal({ ...own, origin: undefined, referer: `${SITE}/list/4` })).toBeNull();
  });

  it('is refused from another site, from an opaque origin, or saying nothing of where it came from', () => {
    expect(pageFormRefusal({ ...own, origin: 'https://evil.example', referer: undefined })).toMatch(
      /another site/,
    );
    expect(pageFormRefusal({ ...own, origin: 'null', referer: undefined })).toMatch(/which site/);
    expect(pageFormRefusal({ ...own, origin: undefined, referer: undefined })).toMatch(/which site/);
  });
});
