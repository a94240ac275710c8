import { describe, expect, it } from 'vitest';
import {
  CONTRIBUTION_MESSAGES,
  LIMITS,
  TAGS_SHOW_ALL,
  shownTags,
  stripQuotes,
  tagLink,
} from '../src/index.ts';

const params = (link: string) => new URL(link, 'http://portal').searchParams;

describe('tag links', () => {
  it('lead a public tag to SearchAll as a publictag keyword search', () => {
    const link = tagLink('gold rush', false);
    expect(new URL(link, 'http://portal').pathname).toBe('/search');
    expect(params(link).get('keyword')).toBe('publictag:"gold rush"');
  });

  it('strip straight and curly double quotes from a subject tag and search subjects', () => {
    expect(params(tagLink('"Ned Kelly"  gang', true)).get('subject')).toBe('Ned Kelly gang');
    expect(params(tagLink('\u201cBushrangers\u201d', true)).get('subject')).toBe('Bushrangers');
    expect(params(tagLink('Children\'s "literature"', true)).get('subject')).toBe("Children's literature");
  });

  it('send a public tag holding a double quote as the publictag parameter, unchanged', () => {
    const link = tagLink('the "Argus" photos', false);
    expect(params(link).get('publictag')).toBe('the "Argus" photos');
    expect(params(link).get('keyword')).toBeNull();
  });

  it('lead a private tag to SearchAll with the user-tag limit, the name as it is', () => {
    const link = tagLink('the "Argus" photos', false, true);
    expect(new URL(link, 'http://portal').pathname).toBe('/search');
    expect(params(link).get('l-usertag')).toBe('the "Argus" photos');
    expect(params(link).get('keyword')).toBeNull();
    // A subject heading searches subjects whoever may see it.
    expect(params(tagLink('Maps', true, true)).get('subject')).toBe('Maps');
  });

  it('keep apostrophes when stripping quotes', () => {
    expect(stripQuotes("O'Brien's \u00abfarm\u00bb")).toBe("O'Brien's farm");
  });
});

describe('tag display limits', () => {
  const tags = Array.from({ length: 45 }, (_, i) => `tag ${i + 1}`);

  it('shows the first 20 tags until Show all', () => {
    expect(LIMITS.tagsShown).toBe(20);
    expect(shownTags(tags, false)).toEqual(tags.slice(0, 20));
  });

  it('shows every tag (up to 99999) after Show all', () => {
    expect(TAGS_SHOW_ALL).toBe(99_999);
    expect(shownTags(tags, true)).toHaveLength(45);
  });

  it('shows all of a short list either way', () => {
    expect(shownTags(tags.slice(0, 3), false)).toHaveLength(3);
  });
});

describe('panel texts', () => {
  it("words the empty notes panel as the spec's 'No {label}s have been added for this record'", () => {
    expect(CONTRIBUTION_MESSAGES.noItems(CONTRIBUTION_MESSAGES.noteLabel)).toBe(
      'No notes have been added for this record',
    );
  });

  it('words the empty tags panel word for word', () => {
    expect(CONTRIBUTION_MESSAGES.noTags).toBe('No tags have been added to this record.');
  });
});
