import { describe, expect, it } from 'vitest';
import { settingsHref, settingsStateOf, switchValueOf } from './settings-rules.ts';

describe('the Settings tab’s addresses (ADR 041)', () => {
  it('reads each step from the address and drops anything unknown', () => {
    const state = (query: string) => settingsStateOf(new URLSearchParams(query));
    expect(state('')).toEqual({ open: null, done: null, confirm: null, deleting: false });
    expect(state('change=email&done=privacy&delete=confirm')).toEqual({
      open: 'email',
      done: 'privacy',
      confirm: null,
      deleting: true,
    });
    expect(state('confirm=feedEnabled&to=off').confirm).toEqual({ key: 'feedEnabled', to: false });
    expect(state('confirm=feedEnabled&to=maybe').confirm).toBeNull();
    expect(state('confirm=roles&to=on').confirm).toBeNull();
    expect(state('change=roles&done=everything').open).toBeNull();
  });

  it('writes the addresses it reads', () => {
    expect(settingsHref()).toBe('/userProfile/settings');
    expect(settingsHref({ confirm: 'publiclyVisible', to: true })).toBe(
      '/userProfile/settings?confirm=publiclyVisible&to=on',
    );
    expect(settingsStateOf(new URL(settingsHref({ delete: true }), 'http://x').searchParams).deleting).toBe(
      true,
    );
  });

  it('reads a posted switch value as on, off or nothing', () => {
    expect(switchValueOf('on')).toBe(true);
    expect(switchValueOf('off')).toBe(false);
    expect(switchValueOf('yes')).toBeNull();
    expect(switchValueOf(null)).toBeNull();
  });
});
