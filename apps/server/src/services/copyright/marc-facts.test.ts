import { describe, expect, it } from 'vitest';
import { marcFactsFromXml } from './marc-facts.ts';

const record = (leader: string, f008: string, fields: string) =>
  `<record><leader>${leader}</leader><controlfield tag="008">${f008}</controlfield>${fields}</record>`;
const df = (tag: string, subfields: string) =>
  `<datafield tag="${tag}" ind1="1" ind2=" ">${subfields}</datafield>`;
const sf = (code: string, value: string) => `<subfield code="${code}">${value}</subfield>`;
const F008 = (place: string, govt: string) =>
  `000101s1900    ${place.padEnd(3)}${' '.repeat(10)}${govt}${' '.repeat(11)}`;

describe('copyright facts from a MARC record', () => {
  it('reads creators with their dates from 100 and 700, and the imprint as published', () => {
    const facts = marcFactsFromXml(
      record(
        '00000nam a2200000 a 4500',
        F008('at', ' '),
        df('100', sf('a', 'Lawson, Henry,') + sf('d', '1867-1922.')) +
          df('700', sf('a', 'Lambert, George,') + sf('d', '1873-1930')) +
          df('700', sf('a', 'Other, Work') + sf('t', 'A title')) +
          df('260', sf('a', 'Sydney :') + sf('b', 'Angus & Robertson')),
      ),
    );
    expect(facts).toMatchObject({ published: true, material: 'literary', crown: false });
    expect(facts?.creators.map((c) => [c.name, c.deathYear])).toEqual([
      ['Lawson, Henry', 1922],
      ['Lambert, George', 1930],
    ]);
  });

  it('knows a manuscript is unpublished and a photograph from its physical description', () => {
    expect(marcFactsFromXml(record('00000ntm a2200000 a 4500', F008('at', ' '), ''))?.published).toBe(false);
    const photo = marcFactsFromXml(
      record(
        '00000nkm a2200000 a 4500',
        F008('at', ' '),
        df('300', sf('a', '1 photograph :') + sf('b', 'b&w')),
      ),
    );
    expect(photo).toMatchObject({ material: 'photograph', published: false });
  });

  it('treats an Australian government publication as Crown copyright, a foreign one not', () => {
    expect(marcFactsFromXml(record('00000nam a2200000 a 4500', F008('xna', 's'), ''))?.crown).toBe(true);
    expect(marcFactsFromXml(record('00000nam a2200000 a 4500', F008('xxu', 'f'), ''))?.crown).toBe(false);
    const body = df('110', sf('a', 'Australia.') + sf('b', 'Bureau of Meteorology.'));
    expect(marcFactsFromXml(record('00000nam a2200000 a 4500', F008('', ' '), body))).toMatchObject({
      crown: true,
      creators: [],
    });
  });

  it('gives null for text that is not MARCXML', () => {
    expect(marcFactsFromXml('not xml')).toBeNull();
  });
});
