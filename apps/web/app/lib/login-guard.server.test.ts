import { describe, expect, it } from 'vitest';
import { returnAddress, signInAndReturn } from './login-guard.server.ts';

describe('the login guard', () => {
  it('sends a visitor to sign in with the page as the return address', () => {
    let thrown: unknown;
    try {
      signInAndReturn(new Request('http://localhost/userProfile/lists?tab=followed'));
    } catch (response) {
      thrown = response;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe(
      '/auth/login?backurl=%2FuserProfile%2Flists%3Ftab%3Dfollowed',
    );
  });
  it('leaves out a query too long for a return address, and a path too long goes home', () => {
    const long = 'x'.repeat(3000);
    expect(returnAddress(new URL(`http://localhost/userProfile?q=${long}`))).toEqual({
      pathname: '/userProfile',
      search: '',
    });
    expect(returnAddress(new URL(`http://localhost/userProfile/${long}`))).toEqual({
      pathname: '/',
      search: '',
    });
  });
});
