import { describe, expect, it } from 'vitest';
import {
  CONTRIBUTION_WRITE_MESSAGES,
  noteLengthState,
  noteProblem,
  parseTagNames,
} from './contribution-writes.ts';

describe('parseTagNames', () => {
  it('separates tags at commas and trims them', () => {
    expect(parseTagNames(' federation , cartoons,Bulletin ')).toEqual(['federation', 'cartoons', 'Bulletin']);
  });
  it('keeps a comma inside double quotes', () => {
    expect(parseTagNames('"Smith, John", poetry')).toEqual(['Smith, John', 'poetry']);
  });
  it('drops empty entries and repeats', () => {
    expect(parseTagNames(',, a ,,"", a,  ')).toEqual(['a']);
  });
  it('collapses runs of spaces', () => {
    expect(parseTagNames('new   south \t wales')).toEqual(['new south wales']);
  });
  it('reads an unclosed quote to the end', () => {
    expect(parseTagNames('"a, b')).toEqual(['a, b']);
  });
});

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

describe('contribution messages', () => {
  it('quote the spec, with the human check named as it really is', () => {
    expect(CONTRIBUTION_WRITE_MESSAGES.humanCheckFirst).toBe(
      'You must prove you are human and pass the ALTCHA challenge first.',
    );
    expect(CONTRIBUTION_WRITE_MESSAGES.confirmRemoveTag('federation')).toBe(
      "Are you sure you wish to remove the tag 'federation'?",
    );
    expect(CONTRIBUTION_WRITE_MESSAGES.confirmRemoveNote).toBe('Are you sure you wish to remove this note?');
    expect(CONTRIBUTION_WRITE_MESSAGES.removeTagFailed).toBe(
      'An unexpected error occurred while removing your tag',
    );
  });
});
