import { describe, expect, it } from 'vitest';
import { captionNames, marcNameMentions, papersTitleName } from './work-names.ts';

describe("the person a 'Papers of …' title names", () => {
  it.each([
    ['Papers of Sir Robert Menzies', 'Sir Robert Menzies'],
    ['Papers of Walter Long, 1st Viscount Long (as filmed by the AJCP)', 'Walter Long'],
    ['Diaries of Ethel Turner [manuscript]', 'Ethel Turner'],
    ['Papers of Fred and Merrelyn Emery', null],
    ['Papers of the Denison Family (as filmed by the AJCP)', null],
    ['Records of the Admiralty', null],
  ])('%s', (title, name) => {
    expect(papersTitleName(title)).toBe(name);
  });
});

describe('the names a caption gives after a title', () => {
  it('reads title case and capitals, initials, and the gender a title implies', () => {
    expect(
      captionNames(
        '—Mr. Menzies. MR. BRUCE spoke. Mr. W. M. Hughes and Sir Robert Menzies. Mrs. Henry Dobson. Senator Pearce, and Mr. and Mrs. Lyons.',
      ),
    ).toEqual([
      { words: ['menzies'], gender: 'male' },
      { words: ['bruce'], gender: 'male' },
      { words: ['w', 'm', 'hughes'], gender: 'male' },
      { words: ['robert', 'menzies'], gender: 'male' },
      { words: ['henry', 'dobson'], gender: 'female' },
      { words: ['pearce'], gender: null },
      { words: ['lyons'], gender: 'female' },
    ]);
  });
});

describe('the name headings of a stored MARCXML record', () => {
  it('joins the name, titles and dates of 100, 600 and 700 fields, leaving out relators and subdivisions', () => {
    const xml = `<record xmlns="http://www.loc.gov/MARC21/slim">
      <datafield tag="245" ind1="1" ind2="0"><subfield code="a">A title</subfield></datafield>
      <datafield tag="600" ind1="1" ind2="0"><subfield code="a">Menzies, Robert Gordon,</subfield><subfield code="c">Sir,</subfield><subfield code="d">1894-1978</subfield><subfield code="v">Cartoons.</subfield></datafield>
      <datafield tag="710" ind1="2" ind2=" "><subfield code="a">Angus &amp; Robertson</subfield><subfield code="e">publisher.</subfield></datafield>
    </record>`;
    expect(marcNameMentions(xml)).toEqual([
      {
        form: 'heading',
        text: 'Menzies, Robert Gordon, Sir, 1894-1978',
        relation: 'subject',
        where: 'MARC 600 subject',
      },
      { form: 'heading', text: 'Angus & Robertson', relation: 'contributor', where: 'MARC 710 contributor' },
    ]);
  });
});
