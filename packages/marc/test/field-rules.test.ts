import { describe, expect, it } from 'vitest';
import {
  type MarcEntry,
  marcxmlRecordsInSql,
  parseIso2709,
  readMarcFile,
  recordFromMarcxml,
} from '../src/index.ts';
import { corpusExists, corpusPath } from './corpus.ts';

/** An ISO 2709 record from [tag, data] pairs, data fields written with '$' for the delimiter. */
function iso2709(fields: [string, string][], leader9 = 'a'): Buffer {
  const data = fields.map(([, d]) =>
    Buffer.concat([Buffer.from(d.replace(/\$/g, '\x1f'), 'latin1'), Buffer.from([0x1e])]),
  );
  let position = 0;
  const directory = fields
    .map(([tag], i) => {
      const entry = `${tag}${String(data[i]!.length).padStart(4, '0')}${String(position).padStart(5, '0')}`;
      position += data[i]!.length;
      return entry;
    })
    .join('');
  const base = 24 + directory.length + 1;
  const length = base + position + 1;
  const leader = `${String(length).padStart(5, '0')}nam ${leader9}22${String(base).padStart(5, '0')}   4500`;
  return Buffer.concat([
    Buffer.from(leader + directory, 'latin1'),
    Buffer.from([0x1e]),
    ...data,
    Buffer.from([0x1d]),
  ]);
}

describe('fields that stray from MARC 21 but are not damaged', () => {
  it("reads '#' as a blank indicator without a warning (FSL.marc writes blanks so)", () => {
    const { record, warnings } = parseIso2709(
      iso2709([
        ['245', '10$aLyudi'],
        ['260', '##$aMoskva'],
      ]),
    );
    expect(record.get('^260$')[0]?.ind1).toBe(' ');
    expect(record.get('^260$')[0]?.ind2).toBe(' ');
    expect(warnings).toEqual([]);
  });

  it('reads a punctuation or capital indicator as blank, with a warning naming the field', () => {
    const { record, warnings } = parseIso2709(
      iso2709([
        ['245', '10$aT'],
        ['949', '1L$aX'],
      ]),
    );
    expect(record.get('^949$')[0]?.ind2).toBe(' ');
    expect(warnings).toEqual(["field 949: indicator 'L' is not a letter, digit or blank; read as blank"]);
  });

  it('drops an empty subfield and a space typed after a delimiter, with warnings', () => {
    // jazz_1k.mrc ends a 100 field with a bare delimiter; oss.marc writes '$ a1591403715'.
    const { record, warnings } = parseIso2709(
      iso2709([
        ['100', '1 $aRoach, Max,$d1924-2007.$'],
        ['020', '  $ a1591403715'],
      ]),
    );
    expect(record.get('^100$')[0]?.subf).toEqual([
      ['a', 'Roach, Max,'],
      ['d', '1924-2007.'],
    ]);
    expect(record.get('^020$')[0]?.subf).toEqual([['a', '1591403715']]);
    expect(warnings).toEqual([
      'field 100: an empty subfield was dropped',
      'field 020: a space after a subfield delimiter was dropped',
    ]);
  });

  it('keeps capital and punctuation subfield codes, as the MARCXML schema allows', () => {
    const { record } = parseIso2709(iso2709([['852', '  $bDARDEN$=26217']]));
    expect(record.get('^852$')[0]?.subf).toContainEqual(['=', '26217']);
  });

  it('still rejects a control character or a non-ASCII byte where a code belongs', () => {
    expect(() => parseIso2709(iso2709([['260', '  $a[Washington]$\xefb']]))).toThrow(
      /field 260: subfield code '\?' is not a lower-case letter or digit/,
    );
    expect(() => parseIso2709(iso2709([['260', '\x01 $aX']]))).toThrow(/field 260: indicators/);
  });

  it('reads a space as a space in any MARC-8 character set (Hebrew, subscripts)', () => {
    // ESC ( 2 selects Basic Hebrew: 0x60 0x20 0x61 is alef, space, bet.
    const { record } = parseIso2709(
      iso2709(
        [
          ['880', '10$a\x1b(2` a\x1b(B'],
          ['300', '  $aX'],
        ],
        ' ',
      ),
    );
    expect(record.get('^880$')[0]?.subf?.[0]?.[1]).toBe('א ב');
  });
});

describe('MARCXML inside SQL (Evergreen sample bibliographic records)', () => {
  const sql = `INSERT INTO marcxml_import (tag, marc) VALUES
(:bib_tag,'<record xmlns="http://www.loc.gov/MARC21/slim"><leader>01121nam a2200265 a 4500</leader><controlfield tag="001">01-0112101</controlfield><datafield tag="245" ind1="0" ind2="3"><subfield code="a">La canzone italiana :</subfield><subfield code="b">dal caff&#xE8;-concerto all''opera rock</subfield></datafield></record>'),
(:bib_tag,'<record xmlns="http://www.loc.gov/MARC21/slim"><leader>00620cam a2200205 a 4500</leader><datafield tag="245" ind1="1" ind2="0"><subfield code="a">Second</subfield></datafield></record>');`;

  it("extracts every <record>, turns '' back into ' and decodes character references", () => {
    const records = marcxmlRecordsInSql(sql).map((node) => recordFromMarcxml(node));
    expect(records).toHaveLength(2);
    expect(records[0]!.get('^245$')[0]?.subf).toEqual([
      ['a', 'La canzone italiana :'],
      ['b', "dal caffè-concerto all'opera rock"],
    ]);
    expect(records[1]!.get('^245$')[0]?.subf).toEqual([['a', 'Second']]);
  });
});

const read = (file: string) => [...readMarcFile(corpusPath(file))];
const rejected = (entries: MarcEntry[]) => entries.filter((e) => e.error !== undefined);

describe.skipIf(!corpusExists)('the library test sets read with these rules', () => {
  it('reads every record of FSL.marc (Armenian and Cyrillic, blanks written #) and of the Concerto SQL', () => {
    expect(rejected(read('evergreen-datasets/Open-ILS/tests/datasets/FSL.marc'))).toEqual([]);
    const concerto = read('evergreen-datasets/Open-ILS/tests/datasets/sql/concerto/bibs_concerto.sql');
    expect(concerto).toHaveLength(100);
    expect(rejected(concerto)).toEqual([]);
  });

  it('reads Hebrew MARC-8 with its spaces and still rejects the record with a stray DEL byte', () => {
    const hebrew = read('evergreen-datasets/Open-ILS/tests/datasets/hebrew.marc');
    expect(hebrew).toHaveLength(20);
    expect(rejected(hebrew).map((e) => e.position)).toEqual(['record 18 (byte 22583)']);
    const first = hebrew[0]!.value!;
    expect(first.get('^880$')[0]?.subf?.find(([c]) => c === 'a')?.[1]).toBe('לתורה בלמועדים :');
  });

  it('still rejects the deliberately broken Pride and Prejudice records', () => {
    const broken = read('marc4j-test-records/test/resources/pride-and-prejudice-with-many-errors.mrc');
    expect(rejected(broken).length).toBeGreaterThan(80);
    expect(rejected(broken)[0]?.error).toMatch(/invalid UTF-8/);
  });
});
