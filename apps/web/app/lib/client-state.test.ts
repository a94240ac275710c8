import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CLIENT_STATE,
  isBlurred,
  parseClientState,
  serialiseClientState,
  serialiseSessionState,
} from './client-state.ts';

describe('client-state cookie', () => {
  it('gives the defaults when there is no cookie', () => {
    expect(parseClientState(undefined)).toEqual(DEFAULT_CLIENT_STATE);
    expect(parseClientState('other=1')).toEqual(DEFAULT_CLIENT_STATE);
  });

  it('reads back what it wrote, among other cookies', () => {
    const written = serialiseClientState({ primaryWarningDisplayed: true, showCulturalWarnings: false });
    const pair = written.split(';')[0] ?? '';
    expect(parseClientState(`a=b; ${pair}; c=d`)).toEqual({
      primaryWarningDisplayed: true,
      showCulturalWarnings: false,
    });
  });

  it('falls back to the defaults on a damaged cookie', () => {
    expect(parseClientState('trove_client_state=%7Bnot-json')).toEqual(DEFAULT_CLIENT_STATE);
  });

  it('remembers an open advanced search only when it was left open', () => {
    const pair =
      serialiseClientState({ ...DEFAULT_CLIENT_STATE, startAdvancedOpen: true }).split(';')[0] ?? '';
    expect(parseClientState(pair).startAdvancedOpen).toBe(true);
    expect(parseClientState(`trove_client_state=${encodeURIComponent('{"startAdvancedOpen":1}')}`)).toEqual(
      DEFAULT_CLIENT_STATE,
    );
  });
});

describe('the session’s cultural-sensitivity choices', () => {
  const pairOf = (cookie: string) => cookie.split(';')[0] ?? '';

  it('keeps them in a session cookie (no Max-Age), apart from the lasting one', () => {
    const state = { ...DEFAULT_CLIENT_STATE, showSensitiveImages: true, adviceDismissed: true };
    const session = serialiseSessionState(state);
    expect(session).not.toContain('Max-Age');
    expect(pairOf(serialiseClientState(state))).not.toContain('showSensitiveImages');
    expect(parseClientState(`${pairOf(serialiseClientState(state))}; ${pairOf(session)}`)).toEqual(state);
    expect(parseClientState(pairOf(session))).toEqual(state);
  });

  it('blurs a sensitive image until it is shown on this page, or everywhere for the session', () => {
    const none = { onThisPage: false, thisImage: false };
    expect(isBlurred(DEFAULT_CLIENT_STATE, none, true)).toBe(true);
    expect(isBlurred(DEFAULT_CLIENT_STATE, none, false)).toBe(false);
    expect(isBlurred(DEFAULT_CLIENT_STATE, { ...none, onThisPage: true }, true)).toBe(false);
    expect(isBlurred({ ...DEFAULT_CLIENT_STATE, showSensitiveImages: true }, none, true)).toBe(false);
    // A visitor who turned cultural warnings off sees every image.
    expect(isBlurred({ ...DEFAULT_CLIENT_STATE, showCulturalWarnings: false }, none, true)).toBe(false);
  });
});
