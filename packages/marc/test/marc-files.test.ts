import { describe, expect, it } from 'vitest';
import { type MarcEntry, type MarcRecord, readMarcFile } from '../src/index.ts';
import { PYMARC, corpusExists } from './corpus.ts';

const read = (file: string) => [...readMarcFile(file)];
const errors = (entries: MarcEntry[]) => entries.filter((e) => e.error !== undefined);
const records = (entries: MarcEntry[]) => entries.flatMap((e) => (e.value ? [e.value] : []));
const subfield = (record: MarcRecord, tag: string, code: string) =>
  record.get(`^${tag}$`)[0]?.subf?.find(([c]) => c === code)?.[1];

describe.skipIf(!corpusExists)("MARC files (pymarc's test files)", () => {
  it('decodes MARC-8 ISO 2709 records (leader/09 blank) to Unicode', () => {
    const [record] = records(read(PYMARC('marc8.dat')));
    expect(subfield(record!, '240', 'a')).toBe('De la solitude à la communauté.');
  });

  it('reads a UTF-8 record the same whether or not leader/09 says so', () => {
    const flagged = records(read(PYMARC('utf8_with_leader_flag.dat')))[0]!;
    const unflagged = records(read(PYMARC('utf8_without_leader_flag.dat')))[0]!;
    expect(unflagged.fields).toEqual(flagged.fields);
    expect([...JSON.stringify(flagged.fields)].some((ch) => ch.charCodeAt(0) > 0x7f)).toBe(true);
  });

  it('reads every record of the well-formed files', () => {
    expect(records(read(PYMARC('test.dat')))).toHaveLength(10);
    expect(records(read(PYMARC('marc.dat')))).toHaveLength(20);
    expect(errors(read(PYMARC('utf8_errors.dat')))).toEqual([]);
    expect(records(read(PYMARC('batch.xml')))).toHaveLength(2);
  });

  it.each([
    ['bad_indicator.dat', 'record 1 (byte 0)', /tag '0 2' is not three letters or digits/],
    [
      'bad_marc8_escape.dat',
      'record 1 (byte 0)',
      /field 222 \$a: MARC-8 \(leader\/09 is blank\): unknown escape sequence ESC 0x74/,
    ],
    [
      'bad_eacc_encoding.dat',
      'record 1 (byte 0)',
      /field 880 \$a: MARC-8 \(leader\/09 is blank\): no character 0x7b3639 in the CJK \(EACC\) set/,
    ],
    ['bad_subfield_code.dat', 'record 1 (byte 0)', /record length of 755 bytes but the record has 756/],
    ['utf8_invalid.mrc', 'record 1 (byte 0)', /field 260: subfield code/],
    ['bad_tag.xml', 'record 1', /leader is 17 characters long, not 24/],
  ])('rejects %s at %s with a clear reason', (file, position, reason) => {
    const [rejection] = errors(read(PYMARC(file)));
    expect(rejection?.file).toBe(PYMARC(file));
    expect(rejection?.position).toBe(position);
    expect(rejection?.error).toMatch(reason);
  });

  it('reads MARC-in-JSON to the same record as its ISO 2709 twin, and rejects invalid JSON', () => {
    const fromJson = records(read(PYMARC('one.json')))[0]!;
    const fromIso = records(read(PYMARC('one.dat')))[0]!;
    expect(fromJson.leader).toBe(fromIso.leader);
    expect(fromJson.fields).toEqual(fromIso.fields);
    expect(records(read(PYMARC('batch.json')))).toHaveLength(2);
    expect(errors(read(PYMARC('test.json')))[0]?.error).toMatch(/^not valid MARC-in-JSON: /);
  });
});
