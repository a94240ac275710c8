import {
  type Article,
  type Citation,
  type CitationStyleId,
  EMPTY_RELATED,
  type Person,
  type Version,
  type Work,
} from '@trove/contracts';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { articleItem, cslName, personItem, workItem } from '../src/citation/csl-json.ts';
import { renderCitation } from '../src/citation/render.ts';

const ctx = {
  productName: 'Trove',
  publicUrl: 'https://trove.example',
  now: new Date('2026-11-23T10:00:00Z'),
};

const version: Version = {
  id: 21,
  title: 'Robbery under arms',
  format: 'Book',
  creators: ['Boldrewood, Rolf, 1826-1915'],
  contributors: [],
  published: 'London : Remington, 1888',
  publisher: 'Remington',
  place: 'London',
  year: 1888,
  date: '1888',
  languages: ['eng'],
  languageNames: ['English'],
  identifiers: { isbn: ['9780000000002'] },
  thumbnailUrl: null,
  imageUrl: null,
  onlineText: null,
  details: [],
  availableUrls: [],
  holdings: [],
  numHoldings: 0,
  records: [],
  related: EMPTY_RELATED,
};
const work: Work = {
  id: 7,
  title: 'Robbery under arms',
  workType: 'Book',
  category: 'books',
  primaryFormat: 'Book',
  format: ['Book'],
  creators: ['Boldrewood, Rolf'],
  subjects: [],
  summary: null,
  yearRange: '1888',
  languages: ['eng'],
  languageNames: ['English'],
  thumbnailUrl: null,
  culturallySensitive: false,
  firstAustraliansInd: false,
  synthetic: false,
  items: [version],
  numHoldings: 0,
};
const article: Article = {
  id: 14000001,
  heading: 'FEDERATION CONVENTION.',
  category: 'Article',
  date: '1897-03-11',
  page: '5',
  pageSequence: 5,
  illustrated: false,
  wordCount: 42,
  correctionCount: 0,
  lastCorrection: null,
  text: '<p>The Convention met.</p>',
  title: {
    id: 35,
    name: 'The Sydney Morning Herald (NSW : 1842 - 1954)',
    kind: 'newspaper',
    state: 'NSW',
    place: 'Sydney',
    startDate: null,
    endDate: null,
    issn: null,
  },
  troveUrl: null,
  culturallySensitive: false,
  synthetic: false,
  previous: null,
  next: null,
};
const person: Person = {
  id: 4,
  primaryName: 'Barton, Edmund',
  primaryDisplayName: 'Edmund Barton',
  entityType: 'person',
  names: [],
  birthDate: '1849-01-18',
  deathDate: '1920-01-07',
  birthPlace: null,
  gender: null,
  occupations: [],
  biographies: [],
  identifiers: {},
  thumbnailUrl: null,
  deleted: false,
  culturallySensitive: false,
  synthetic: false,
  disambiguation: false,
  disambiguationNames: [],
};

const style = (citation: Citation, id: CitationStyleId) => {
  const found = citation.styles.find((s) => s.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};
const parseXml = (xml: string) => {
  expect(XMLValidator.validate(xml)).toBe(true);
  return new XMLParser({ ignoreAttributes: false }).parse(xml) as {
    xml: { records: { record: Record<string, unknown> } };
  };
};

describe('citations of a book', () => {
  const citation = renderCitation(workItem(work, version, ctx));

  it('offers the six styles of the Cite panel in order, APA first', () => {
    expect(citation.styles.map((s) => s.id)).toEqual([
      'apa',
      'mla',
      'harvard',
      'wikipedia',
      'endnote',
      'bibtex',
    ]);
  });

  it('cites the edition in APA with author, year, italic title, publisher and its address', () => {
    expect(style(citation, 'apa')).toMatchObject({
      format: 'html',
      content:
        'Boldrewood, R. (1888). <i>Robbery under arms</i>. Remington. https://trove.example/work/7/version/21',
    });
  });

  it('names the product in MLA, and gives Harvard its British access date', () => {
    expect(style(citation, 'mla').content).toBe(
      'Boldrewood, Rolf. <i>Robbery under Arms</i>. Remington, 1888. <i>Trove</i>, https://trove.example/work/7/version/21.',
    );
    expect(style(citation, 'harvard').content).toBe(
      'Boldrewood, R. (1888) <i>Robbery under arms</i>. London: Remington. Available at:' +
        ' https://trove.example/work/7/version/21 (Accessed: 23 November 2026).',
    );
  });

  it('writes a {{cite book}} with author, date, ISBN and via', () => {
    expect(style(citation, 'wikipedia').content).toBe(
      '{{cite book |last1=Boldrewood |first1=Rolf |title=Robbery under arms |date=1888 |publisher=Remington' +
        ' |location=London |isbn=9780000000002 |language=English |url=https://trove.example/work/7/version/21' +
        ' |access-date=23 November 2026 |via=Trove}}',
    );
  });

  it('writes a BibTeX @book entry with its keys, offered as a .bib download', () => {
    const bibtex = style(citation, 'bibtex');
    expect(bibtex.filename).toBe('Robbery under arms.bib');
    expect(bibtex.content).toMatch(/^@book\{Boldrewood1888Robbery,/);
    for (const line of [
      'author = {Boldrewood, Rolf}',
      'title = {Robbery under arms}',
      'year = {1888}',
      'publisher = {Remington}',
      'address = {London}',
      'url = {https://trove.example/work/7/version/21}',
    ])
      expect(bibtex.content).toContain(line);
  });

  it('writes well-formed EndNote XML of a Book with title, author and year, as a .xml download', () => {
    const endnote = style(citation, 'endnote');
    expect(endnote.filename).toBe('Robbery under arms.xml');
    const { record } = parseXml(endnote.content).xml.records;
    expect(record['ref-type']).toEqual({ '#text': 6, '@_name': 'Book' });
    expect(record.titles).toEqual({ title: 'Robbery under arms' });
    expect(record.contributors).toEqual({ authors: { author: 'Boldrewood, Rolf' } });
    expect(record.dates).toMatchObject({ year: 1888 });
  });
});

describe('citations of a newspaper article', () => {
  const citation = renderCitation(articleItem(article, ctx));

  it('cites the article in APA with its date, newspaper, page and address', () => {
    expect(style(citation, 'apa').content).toBe(
      'FEDERATION CONVENTION. (1897, March 11). <i>The Sydney Morning Herald (NSW : 1842 - 1954)</i>, 5.' +
        ' https://trove.example/newspaper/article/14000001',
    );
  });

  it('writes a {{cite news}} and a BibTeX @article with the newspaper as journal', () => {
    expect(style(citation, 'wikipedia').content).toMatch(
      /^\{\{cite news \|title=FEDERATION CONVENTION\. \|newspaper=The Sydney Morning Herald \(NSW : 1842 - 1954\) \|location=Sydney \|date=11 March 1897 \|page=5 /,
    );
    const bibtex = style(citation, 'bibtex');
    expect(bibtex.content).toMatch(/^@article\{/);
    expect(bibtex.content).toContain('journal = {The Sydney Morning Herald (NSW : 1842 - 1954)}');
    expect(bibtex.content).toContain('pages = {5}');
    expect(bibtex.filename).toBe('FEDERATION CONVENTION.bib');
  });

  it('writes well-formed EndNote XML of a Newspaper Article', () => {
    const { record } = parseXml(style(citation, 'endnote').content).xml.records;
    expect(record['ref-type']).toEqual({ '#text': 23, '@_name': 'Newspaper Article' });
    expect(record.titles).toMatchObject({ title: 'FEDERATION CONVENTION.' });
    expect(record.pages).toBe(5);
  });
});

describe('citations of a person', () => {
  const citation = renderCitation(personItem(person, ctx));

  it('cites the person page in APA with the name, life dates, product and address', () => {
    expect(style(citation, 'apa').content).toBe(
      '<i>Barton, Edmund (1849–1920)</i>. (n.d.). Trove. Retrieved November 23, 2026, from https://trove.example/people/4',
    );
  });

  it('writes a {{cite web}}, a BibTeX @misc and EndNote XML of a Web Page', () => {
    expect(style(citation, 'wikipedia').content).toBe(
      '{{cite web |title=Barton, Edmund (1849–1920) |website=Trove |url=https://trove.example/people/4 |access-date=23 November 2026}}',
    );
    expect(style(citation, 'bibtex').content).toMatch(
      /^@misc\{Barton,[\s\S]*url = \{https:\/\/trove\.example\/people\/4\}/,
    );
    const { record } = parseXml(style(citation, 'endnote').content).xml.records;
    expect(record['ref-type']).toEqual({ '#text': 12, '@_name': 'Web Page' });
    expect(record.titles).toMatchObject({ title: 'Barton, Edmund (1849–1920)' });
  });

  it('uses the configured product name', () => {
    const other = renderCitation(personItem(person, { ...ctx, productName: 'Our Collections' }));
    expect(style(other, 'apa').content).toContain('Our Collections. Retrieved');
  });
});

describe('record text in citations', () => {
  const hostile = {
    ...work,
    items: [{ ...version, title: 'A <script>alert(1)</script> & <img src=x onerror=y> | {{x}}' }],
  };
  const citation = renderCitation(workItem(hostile, undefined, ctx));

  it('never lets markup from a record run in the HTML styles', () => {
    for (const id of ['apa', 'mla', 'harvard'] as const) {
      const html = style(citation, id).content;
      expect(html).not.toMatch(/<(script|img)/i);
      expect(html).toContain('&lt;script&gt;');
    }
  });

  it('keeps the XML well-formed and the wiki template closed', () => {
    parseXml(style(citation, 'endnote').content);
    expect(style(citation, 'wikipedia').content).toContain('> {{!}} &#123;&#123;x&#125;&#125; |date');
  });

  it('reads catalogue names with dates and organisations', () => {
    expect(cslName('Browne, Thomas Alexander, 1826-1915')).toEqual({
      family: 'Browne',
      given: 'Thomas Alexander',
    });
    expect(cslName('Australia. Parliament')).toEqual({ literal: 'Australia. Parliament' });
  });
});
