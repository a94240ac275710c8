import { CATALOGUE_FORMATS } from '@trove/contracts';
import { describe, expect, it } from 'vitest';
import { formatFamily } from './format-family.ts';

const work = (format: string | null) => formatFamily({ workType: 'work', format });

describe('the placeholder a record without an image shows', () => {
  it('gives each catalogue format the family it looks like, broad or narrow', () => {
    expect(work('Book')).toBe('book');
    expect(work('Book/Large print')).toBe('book');
    expect(work('Thesis')).toBe('book');
    expect(work('Map/Atlas')).toBe('map');
    expect(work('Map/Aerial photograph')).toBe('picture');
    expect(work('Picture/Photograph')).toBe('picture');
    expect(work('Cartoon')).toBe('picture');
    expect(work('Object')).toBe('object');
    expect(work('Music score/Manuscript')).toBe('music');
    expect(work('Sound/Recorded music')).toBe('music');
    expect(work('Sound/Interview, lecture, talk')).toBe('sound');
    expect(work('Video')).toBe('video');
    expect(work('Periodical')).toBe('periodical');
    expect(work('Periodical/Newspaper')).toBe('newspaper');
    expect(work('Article')).toBe('article');
    expect(work('Archived material/Mixed materials')).toBe('manuscript');
  });

  it('knows every catalogue format but the computer file, which has no drawing of its own', () => {
    const unknown = Object.keys(CATALOGUE_FORMATS).filter((format) => work(format) === 'other');
    expect(unknown).toEqual(['Computer file']);
  });

  it('reads the format whatever its case and spacing, and falls back to a document without one', () => {
    expect(work(' map/atlas ')).toBe('map');
    expect(work(null)).toBe('other');
    expect(work('Something new')).toBe('other');
  });

  it('goes by the kind of record first: articles, websites, lists, people and organisations', () => {
    expect(formatFamily({ workType: 'newspaper', format: 'Advertising' })).toBe('newspaper');
    expect(formatFamily({ workType: 'website' })).toBe('website');
    expect(formatFamily({ workType: 'list' })).toBe('list');
    expect(formatFamily({ workType: 'people', entityType: 'person' })).toBe('person');
    expect(formatFamily({ workType: 'people', entityType: 'family' })).toBe('person');
    expect(formatFamily({ workType: 'people', entityType: 'corporatebody' })).toBe('organisation');
  });
});
