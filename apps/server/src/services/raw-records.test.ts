import { describe, expect, it } from 'vitest';
import { marcFieldsOf, marcOf, rawRecordOf } from './raw-records.ts';

const MARCXML = `<?xml version="1.0" encoding="UTF-8"?>
<collection xmlns="http://www.loc.gov/MARC21/slim">
  <record>
    <leader>00000cam a2200000 a 4500</leader>
    <controlfield tag="001">1234567</controlfield>
    <datafield tag="245" ind1="1" ind2="0">
      <subfield code="a">For the term of his natural life /</subfield>
      <subfield code="c">Marcus Clarke.</subfield>
    </datafield>
    <datafield tag="100" ind1="1" ind2=" ">
      <subfield code="a">Clarke, Marcus,</subfield>
      <subfield code="d">1846-1881.</subfield>
    </datafield>
  </record>
</collection>`;

describe('MARC fields for the raw-record view', () => {
  it('reads MARCXML into control and data fields in tag order, with indicators and subfields', () => {
    const marc = marcOf('marcxml', MARCXML);
    expect(marc?.leader).toBe('00000cam a2200000 a 4500');
    expect(marc?.fields).toEqual([
      { tag: '001', ind1: null, ind2: null, value: '1234567', subfields: [] },
      {
        tag: '100',
        ind1: '1',
        ind2: ' ',
        value: null,
        subfields: [
          { code: 'a', value: 'Clarke, Marcus,' },
          { code: 'd', value: '1846-1881.' },
        ],
      },
      {
        tag: '245',
        ind1: '1',
        ind2: '0',
        value: null,
        subfields: [
          { code: 'a', value: 'For the term of his natural life /' },
          { code: 'c', value: 'Marcus Clarke.' },
        ],
      },
    ]);
  });

  it('keeps a data field without subfields as a data field', () => {
    expect(marcFieldsOf({ fields: [['500', '  ']] })).toEqual([
      { tag: '500', ind1: ' ', ind2: ' ', value: null, subfields: [] },
    ]);
  });

  it('gives no fields for records that are not MARC or cannot be read, keeping the text', () => {
    expect(marcOf('json', '{"title":"x"}')).toBeNull();
    expect(marcOf('marcxml', '<record><leader>short</leader></record>')).toBeNull();
    const row = rawRecordOf({
      versionId: 3,
      source: 'csv',
      sourceId: 'c:1',
      nuc: null,
      rawFormat: 'csv',
      raw: 'a,b',
    });
    expect(row).toEqual({
      versionId: 3,
      recordId: 'c:1',
      source: 'csv',
      nuc: null,
      format: 'csv',
      raw: 'a,b',
      marc: null,
    });
  });
});
