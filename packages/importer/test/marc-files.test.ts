import fs from 'node:fs';
import path from 'node:path';
import { type MarcEntry, type MarcRecord, readMarcFile } from '@trove/marc';
import { describe, expect, it } from 'vitest';
import { mapMarcRecord } from '../src/marc/map-record.ts';
import { PYMARC, corpusExists, corpusPath } from './corpus.ts';

const read = (file: string) => [...readMarcFile(file)];
const errors = (entries: MarcEntry[]) => entries.filter((e) => e.error !== undefined);
const records = (entries: MarcEntry[]) => entries.flatMap((e) => (e.value ? [e.value] : []));
const subfield = (record: MarcRecord, tag: string, code: string) =>
  record.get(`^${tag}$`)[0]?.subf?.find(([c]) => c === code)?.[1];

describe.skipIf(!corpusExists)('MARC files mapped to works (pymarc and NLA MARCXML)', () => {
  it('flags records whose notes carry a cultural sensitivity warning, and only those', () => {
    const nla = (id: string) => corpusPath(`nla-blacklight/spec/files/marc/${id}.marcxml`);
    const flagged = (id: string) => mapMarcRecord(records(read(nla(id)))[0]!, 'test').culturallySensitive;
    expect(flagged('10009012')).toBe(true);
    expect(flagged('1070015')).toBe(false);
    expect(flagged('1414519')).toBe(false);
    expect(flagged('2761')).toBe(false);
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

  it('maps the NLA MARCXML records to categories and formats from the leader, 008, 007, 245 $h and 502', () => {
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
    const formatOf = (id: string) => mapped.find((m) => m.sourceId.endsWith(`:${id}`))?.format;
    // One thesis (502), and a conference's proceedings (008/29) and report (008/29) as research.
    expect(mapped.filter((m) => m.format === 'Thesis')).toHaveLength(1);
    expect(count('research')).toBe(3);
    // An atlas catalogued as text (245 $h [cartographic material]) and a poster (007 'kk').
    expect(formatOf('1868021')).toBe('Map/Atlas');
    expect(formatOf('8065222')).toBe('Picture/Poster');
    expect(count('images')).toBeGreaterThan(10);
    expect(count('music')).toBeGreaterThan(0);
    const book = mapped.find((m) => m.sourceId.endsWith(':10009012'))!;
    expect(book).toMatchObject({
      title: 'More Australian legendary tales',
      category: 'books',
      format: 'Book/Illustrated',
      year: 2023,
      // 008 says 'mul'; 041 adds English and an AUSTLANG code (D54), which is not an ISO 639-2 language.
      languages: ['mul', 'eng'],
    });
    expect(book.identifiers?.isbn).toEqual(['9781923024236']);
    expect(book.sourceRecord?.raw).toContain('<subfield code="a">9781923024236</subfield>');
  });
});
