import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Entry } from '../src/core/context.ts';
import { mapMarcRecord } from '../src/marc/map-record.ts';
import { readMarcFile } from '../src/marc/marc-source.ts';
import type { MarcRecord } from '../src/marc/marcjs.ts';
import { PYMARC, corpusExists, corpusPath } from './corpus.ts';

const read = (file: string) => [...readMarcFile(file)];
const errors = (entries: Entry<MarcRecord>[]) => entries.filter((e) => e.error !== undefined);
const records = (entries: Entry<MarcRecord>[]) => entries.flatMap((e) => (e.value ? [e.value] : []));
const subfield = (record: MarcRecord, tag: string, code: string) =>
  record.get(`^${tag}$`)[0]?.subf?.find(([c]) => c === code)?.[1];

describe.skipIf(!corpusExists)("MARC files (pymarc's test files and NLA MARCXML)", () => {
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

  it('flags records whose notes carry a cultural sensitivity warning, and only those', () => {
    const nla = (id: string) => corpusPath(`nla-blacklight/spec/files/marc/${id}.marcxml`);
    const flagged = (id: string) => mapMarcRecord(records(read(nla(id)))[0]!, 'test').culturallySensitive;
    expect(flagged('10009012')).toBe(true);
    expect(flagged('1070015')).toBe(false);
    expect(flagged('1414519')).toBe(false);
    expect(flagged('2761')).toBe(false);
  });

  it('reads MARC-in-JSON to the same record as its ISO 2709 twin, and rejects invalid JSON', () => {
    const fromJson = records(read(PYMARC('one.json')))[0]!;
    const fromIso = records(read(PYMARC('one.dat')))[0]!;
    expect(fromJson.leader).toBe(fromIso.leader);
    expect(fromJson.fields).toEqual(fromIso.fields);
    expect(records(read(PYMARC('batch.json')))).toHaveLength(2);
    expect(errors(read(PYMARC('test.json')))[0]?.error).toMatch(/^not valid MARC-in-JSON: /);
  });

  it('rejects the broken records of bad_records.mrc and still reads the others', () => {
    const entries = read(PYMARC('bad_records.mrc'));
    expect(entries).toHaveLength(8);
    expect(errors(entries).map((e) => e.position)).toEqual([
      'record 2 (byte 127)',
      'record 3 (byte 254)',
      'record 4 (byte 381)',
      'record 5 (byte 509)',
      'record 6 (byte 637)',
    ]);
    const [first, empty, last] = records(entries);
    expect(subfield(first!, '245', 'a')).toBe('The pragmatic programmer : ');
    expect(subfield(last!, '245', 'a')).toBe('The pragmatic programmer : ');
    // Record 7 is a bare leader: well-formed, but with no title it cannot become a work.
    expect(empty!.fields).toEqual([]);
    expect(() => mapMarcRecord(empty!, 'marc')).toThrow('record has no title (245)');
  });

  it('maps the NLA MARCXML records to categories from the leader, 502 and 856', () => {
    const dir = corpusPath('nla-blacklight/spec/files/marc');
    const mapped = fs
      .readdirSync(dir)
      .sort()
      .flatMap((f) => records(read(path.join(dir, f))))
      .map((r) => mapMarcRecord(r, 'marc'));
    expect(mapped).toHaveLength(103);
    const count = (category: string) => mapped.filter((m) => m.category === category).length;
    expect(count('books')).toBeGreaterThanOrEqual(40);
    // 23 serials and 3 integrating resources (leader/07 's' and 'i').
    expect(count('magazines')).toBe(26);
    expect(count('research')).toBe(1);
    expect(count('images')).toBeGreaterThan(0);
    expect(count('music')).toBeGreaterThan(0);
    const book = mapped.find((m) => m.sourceId.endsWith(':10009012'))!;
    expect(book).toMatchObject({
      title: 'More Australian legendary tales',
      category: 'books',
      format: 'Book',
      year: 2023,
    });
    expect(book.identifiers?.isbn).toEqual(['9781923024236']);
    expect(book.sourceRecord?.raw).toContain('<subfield code="a">9781923024236</subfield>');
  });
});
