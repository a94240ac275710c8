import type { WorkSource } from '@trove/db';
import { describe, expect, it } from 'vitest';
import { toDocument } from '../src/documents.ts';
import { descriptionText } from '../src/work-description.ts';

const version = (over: Partial<WorkSource['versions'][number]>): WorkSource['versions'][number] => ({
  title: 'Robbery under arms',
  creators: '[]',
  date: null,
  year: null,
  publisher: null,
  place: null,
  ocrNoise: null,
  languages: '[]',
  identifiers: '{}',
  fullText: null,
  onlineText: null,
  details: '{}',
  ...over,
});

describe('descriptionText: what else a books keyword search covers', () => {
  it('holds the place, publisher, series, notes and contents of every version, once each', () => {
    const text = descriptionText([
      version({
        place: 'London',
        publisher: 'Remington',
        details: JSON.stringify({
          series: ['Colonial library'],
          notes: ['First published in the Sydney Mail, 1882-83.'],
          contents: ['Pt. 1. The road', 'Pt. 2. The goldfields'],
          thesis: 'Thesis (M.A.)--University of Sydney',
          extent: '418 p.',
        }),
      }),
      version({
        place: 'London',
        publisher: 'Macmillan',
        details: JSON.stringify({ isPartOf: 'Macmillan colonial series' }),
      }),
    ]).split(' · ');
    expect(text).toEqual([
      'London : Remington',
      'Colonial library',
      'First published in the Sydney Mail, 1882-83.',
      'Thesis (M.A.)--University of Sydney',
      'Pt. 1. The road',
      'Pt. 2. The goldfields',
      'London : Macmillan',
      'Macmillan colonial series',
    ]);
  });

  it('reads contents entries given as objects and ignores details that are not an object', () => {
    expect(
      descriptionText([version({ details: JSON.stringify({ contents: [{ title: 'Waltzing Matilda' }] }) })]),
    ).toBe('Waltzing Matilda');
    expect(descriptionText([version({ details: '[1, 2]' }), version({ details: 'not json' })])).toBe('');
  });

  it('puts them in the text a keyword searches, after the summary', () => {
    const doc = toDocument({
      kind: 'work',
      id: 7,
      title: 'Robbery under arms',
      workType: 'book',
      category: 'books',
      primaryFormat: 'Book',
      formats: '[]',
      creators: '[]',
      subjects: '[]',
      summary: 'A tale of the goldfields.',
      yearStart: 1888,
      yearEnd: null,
      languages: '[]',
      australian: 1,
      thumbnailUrl: null,
      culturallySensitive: 0,
      synthetic: 0,
      versions: [version({ place: 'London', publisher: 'Remington', fullText: 'Captain Starlight' })],
      holdings: [],
      accessTypes: [],
      publicTags: [],
    });
    expect(doc.description).toBe('A tale of the goldfields.\nLondon : Remington');
    expect(doc.fullText).toBe('Captain Starlight');
  });
});
