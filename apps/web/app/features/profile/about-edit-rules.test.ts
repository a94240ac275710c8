import { describe, expect, it } from 'vitest';
import { aboutHref, doneOf, initialsOf, problemOf } from './about-edit-rules.ts';

describe('the About tab’s addresses and helpers', () => {
  it('opens the form and says what was done by address, on the own profile', () => {
    expect(aboutHref()).toBe('/userProfile/about');
    expect(aboutHref({ edit: true })).toBe('/userProfile/about?edit=profile');
    expect(aboutHref({ done: 'avatarSaved' })).toBe('/userProfile/about?done=avatarSaved');
  });

  it('reads only the outcomes it knows from the address', () => {
    expect(doneOf('saved')).toBe('saved');
    expect(doneOf('avatarRemoved')).toBe('avatarRemoved');
    expect(doneOf('<script>')).toBeNull();
    expect(doneOf(null)).toBeNull();
  });

  it('stands initials in for a reader without a picture', () => {
    expect(initialsOf('Edie Editor')).toBe('EE');
    expect(initialsOf('ada')).toBe('A');
    expect(initialsOf('Mary Ann Evans')).toBe('ME');
    expect(initialsOf('quill_feather')).toBe('QF');
    expect(initialsOf('   ')).toBe('?');
    expect(initialsOf('émile zola')).toBe('ÉZ');
  });

  it('finds a field’s problem among the refused fields', () => {
    const problems = [{ field: 'orcid' as const, message: 'Please enter a valid 16-digit ORCID iD.' }];
    expect(problemOf(problems, 'orcid')).toBe('Please enter a valid 16-digit ORCID iD.');
    expect(problemOf(problems, 'website')).toBeNull();
  });
});
