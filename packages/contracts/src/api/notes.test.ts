import { describe, expect, it } from 'vitest';
import { noteLengthState, noteProblem } from './notes-rules.ts';

describe('note rules', () => {
  it('warns when 800 or fewer characters remain and refuses past 4000', () => {
    expect(noteLengthState('x'.repeat(3199))).toEqual({ remaining: 801, warn: false, tooLong: false });
    expect(noteLengthState('x'.repeat(3200))).toEqual({ remaining: 800, warn: true, tooLong: false });
    expect(noteLengthState('x'.repeat(4000)).tooLong).toBe(false);
    expect(noteLengthState('x'.repeat(4001)).tooLong).toBe(true);
  });
  it('names the missing field in the spec’s words', () => {
    expect(noteProblem('  ', 'public')).toBe('The "content" field is required');
    expect(noteProblem('text', null)).toBe('The "visibility" field is required');
    expect(noteProblem('text', 'private')).toBeNull();
    expect(noteProblem('x'.repeat(4001), 'public')).toMatch(/too long \(4001 characters\)/);
  });
});
