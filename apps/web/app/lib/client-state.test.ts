import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_STATE, parseClientState, serialiseClientState } from './client-state.ts';

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
