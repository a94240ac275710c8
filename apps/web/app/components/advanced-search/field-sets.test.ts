import { describe, expect, it } from 'vitest';
import {
  ENTITY_TYPE_TERMS,
  LIMIT_KEYS,
  RANGE_KEYS,
  SEARCH_HANDLERS,
  TEXT_FIELD_KEYS,
  VALUE_FIELD_KEYS,
  type SearchHandler,
} from '@trove/contracts';
import { formKindOf, paramsOf, sectionsFor, type Field } from './field-sets.ts';

const fieldsOf = (handler: SearchHandler): Field[] => sectionsFor(handler).flatMap((s) => s.fields);
const textRows = (handler: SearchHandler) =>
  fieldsOf(handler).flatMap((f) => (f.type === 'textRow' ? [f.field] : []));

/** Every parameter the contracts' parser reads (ADR 008). */
const KNOWN = new Set<string>([
  ...TEXT_FIELD_KEYS,
  ...TEXT_FIELD_KEYS.flatMap((f) => [`${f}.any`, `${f}.phrase`, `${f}.not`, `${f}.mod`]),
  ...VALUE_FIELD_KEYS,
  ...RANGE_KEYS.flatMap((r) => [`${r}.from`, `${r}.to`]),
  'l-birth',
  'l-death',
  ...LIMIT_KEYS,
]);

describe('the advanced form of each collection type', () => {
  it('has a form for every search handler except lists', () => {
    for (const handler of SEARCH_HANDLERS) {
      if (handler === 'LIST') expect(formKindOf(handler)).toBeNull();
      else expect(sectionsFor(handler).length, handler).toBeGreaterThan(0);
    }
    expect(formKindOf('BOOK')).toBe('work');
    expect(formKindOf('MAGAZINE')).toBe('work');
    expect(formKindOf('NEWSPAPER_AND_GAZETTE')).toBe('newspaper');
    expect(formKindOf('PEOPLE')).toBe('people');
    expect(formKindOf('WEBSITE')).toBe('website');
  });

  it('names every control by a parameter the search parser knows', () => {
    for (const handler of SEARCH_HANDLERS) {
      for (const param of paramsOf(sectionsFor(handler)))
        expect(KNOWN.has(param), `${handler}: ${param}`).toBe(true);
    }
  });

  it('books: keyword, title, creator and subject rows and the limits of spec 01 §2.7', () => {
    expect(textRows('BOOK')).toEqual(['keyword', 'title', 'creator', 'subject']);
    expect(paramsOf(sectionsFor('BOOK'))).toEqual([
      'keyword',
      'keyword.mod',
      'title',
      'title.mod',
      'creator',
      'creator.mod',
      'subject',
      'subject.mod',
      'l-australian',
      'l-australianelectronic',
      'isbn',
      'issn',
      'publictag',
      'l-format',
      'l-place',
      'l-access',
      'l-language',
      'l-austlang',
      'year.from',
      'year.to',
      'nuc',
    ]);
  });

  it('only music asks for an ISMN', () => {
    expect(paramsOf(sectionsFor('MUSIC'))).toContain('ismn');
    for (const handler of ['BOOK', 'MAGAZINE', 'PICTURE', 'RESEARCH', 'RESOURCE'] as const)
      expect(paramsOf(sectionsFor(handler))).not.toContain('ismn');
  });

  it('newspapers: keyword variants, titles and states, date range, category, illustrations, word count', () => {
    expect(paramsOf(sectionsFor('NEWSPAPER_AND_GAZETTE'))).toEqual([
      'keyword',
      'keyword.any',
      'keyword.phrase',
      'keyword.not',
      'l-advstate',
      'l-advtitle',
      'date.from',
      'date.to',
      'l-category',
      'l-illustrated',
      'l-illustration_type',
      'l-word_count',
    ]);
    const wordCount = fieldsOf('NEWSPAPER').find(
      (f) => f.type === 'checkboxes' && f.param === 'l-word_count',
    );
    expect(wordCount).toMatchObject({
      options: [
        { value: '0', label: 'Less than 100 Words' },
        { value: '1', label: '100 - 1000 Words' },
        { value: '3', label: '1000+ Words' },
      ],
    });
  });

  it('people: keyword, name and organisation name; tag, type, occupation, existence, birth, death, organisations', () => {
    expect(textRows('PEOPLE')).toEqual(['keyword', 'name', 'organisationname']);
    expect(paramsOf(sectionsFor('PEOPLE')).filter((p) => !p.endsWith('.mod'))).toEqual([
      'keyword',
      'name',
      'organisationname',
      'publictag',
      'l-type',
      'l-occupation',
      'existencedate.from',
      'existencedate.to',
      'l-birth',
      'l-death',
      'nuc',
    ]);
    const type = fieldsOf('PEOPLE').find((f) => f.type === 'checkboxes' && f.param === 'l-type');
    // The type facet's own terms (contracts' ENTITY_TYPE_TERMS), labelled Person, Organisation, Family.
    expect(type).toMatchObject({
      options: Object.entries(ENTITY_TYPE_TERMS).map(([value, label]) => ({ value, label })),
    });
    expect(type?.type === 'checkboxes' && type.options.map((o) => o.label)).toEqual([
      'Person',
      'Organisation',
      'Family',
    ]);
  });

  it('websites: keywords, phrase, without, related terms, snapshot dates, file type, gov.au and domain tags', () => {
    expect(paramsOf(sectionsFor('WEBSITE'))).toEqual([
      'keyword',
      'keyword.phrase',
      'keyword.not',
      'l-relatedTerms',
      'date.from',
      'date.to',
      'l-advContentType',
      'l-advSite',
      'l-auGov',
      'l-auGovState',
    ]);
    const fileType = fieldsOf('WEBSITE').find(
      (f) => f.type === 'checkboxes' && f.param === 'l-advContentType',
    );
    expect(fileType).toMatchObject({
      options: [
        { value: 'PDF' },
        { value: 'Presentation' },
        { value: 'Spreadsheet' },
        { value: 'Word processing' },
      ],
    });
  });
});
