import { describe, expect, it } from 'vitest';
import { accessLists, borrowLabel, getLabel } from './action-labels.ts';

const link = (url: string, type = 'f', linkText: string | null = null) => ({
  url,
  linkText,
  type,
  nuc: null,
});
const links = (count: number, type: string) =>
  Array.from({ length: count }, (_, i) => link(`u${type}${i}`, type));

describe('Get label', () => {
  it('is Preview when the only links are previews', () => {
    expect(getLabel(['Book'], [link('a', 'p')])).toBe('Preview');
    expect(getLabel(['Book'], [link('a', 'f', 'Preview this book')])).toBe('Preview');
    expect(getLabel(['Book'], [link('a', 'p'), link('b', 'f', 'Full text')])).toBe('Read');
  });

  it('is Read for books, theses, magazines, articles and periodicals', () => {
    for (const format of [
      'Book',
      'Book/Illustrated',
      'Thesis',
      'Magazine',
      'Article/Journal or magazine article',
      'Periodical',
    ])
      expect(getLabel([format], [])).toBe('Read');
  });

  it('is Listen for sound or audio, even an audio book', () => {
    expect(getLabel(['Sound/Oral history'], [])).toBe('Listen');
    expect(getLabel(['Audio book'], [])).toBe('Listen');
  });

  it('is View for maps, pictures, photographs, art works, posters, artefacts and video', () => {
    for (const format of ['Map', 'Picture', 'Photograph', 'Art work', 'Poster', 'Artefact', 'Video'])
      expect(getLabel([format], [])).toBe('View');
  });

  it('is Get otherwise', () => {
    expect(getLabel(['Archived website'], [])).toBe('Get');
    expect(getLabel([null], [])).toBe('Get');
  });
});

describe('Borrow label', () => {
  it('becomes Locate for images and artefacts, not maps', () => {
    expect(borrowLabel(['Picture'])).toBe('Locate');
    expect(borrowLabel(['Photograph'])).toBe('Locate');
    expect(borrowLabel(['Artefact'])).toBe('Locate');
    expect(borrowLabel(['Map'])).toBe('Borrow');
    expect(borrowLabel(['Map/Picture'])).toBe('Borrow');
  });

  it('becomes Locate for unpublished formats and stays Borrow for books', () => {
    expect(borrowLabel(['Unpublished'])).toBe('Locate');
    expect(borrowLabel(['Manuscript'])).toBe('Locate');
    expect(borrowLabel(['Book'])).toBe('Borrow');
  });
});

describe('Get links', () => {
  it('shows 12 of each access list', () => {
    const lists = accessLists([...links(15, 'f')]);
    expect(lists.free.shown).toHaveLength(12);
    expect(lists.free.hidden).toBe(3);
    expect(accessLists(links(14, 'r')).conditional.shown).toHaveLength(12);
  });

  it('limits conditional access (type r) to 4 while free links exist', () => {
    const lists = accessLists([...links(2, 'f'), ...links(6, 'r')]);
    expect(lists.free.shown).toHaveLength(2);
    expect(lists.conditional.shown.map((l) => l.type)).toEqual(['r', 'r', 'r', 'r']);
    expect(lists.conditional.hidden).toBe(2);
  });

  it('lists everything once expanded', () => {
    const lists = accessLists([...links(2, 'f'), ...links(6, 'r')], { free: false, conditional: true });
    expect(lists.conditional.shown).toHaveLength(6);
  });
});
