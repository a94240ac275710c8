import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Marc8Error, decodeMarc8 } from '../src/marc8.ts';
import { PYMARC, corpusExists } from './corpus.ts';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from([v]))));

describe('MARC-8 decoder', () => {
  it('moves a combining diacritic after its base letter and composes (NFC)', () => {
    // ANSEL 0xE2 is the combining acute accent, written before the letter in MARC-8.
    expect(decodeMarc8(bytes('Caf', 0xe2, 'e'))).toBe('Café');
    expect(decodeMarc8(bytes('Conversa', 0xf0, 'c', 0xe4, 'ao'))).toBe('Conversação');
  });

  it('switches character sets with escape sequences (Cyrillic, then back to Latin)', () => {
    expect(decodeMarc8(bytes(0x1b, '(N', 'MIR', 0x1b, '(B', ' ok'))).toBe('мир ok');
  });

  it('reports an unknown escape sequence with its byte position', () => {
    expect(() => decodeMarc8(bytes('ab', 0x1b, 't'))).toThrow(Marc8Error);
    expect(() => decodeMarc8(bytes('ab', 0x1b, 't'))).toThrow(/ESC 0x74 at byte 2/);
  });

  it.skipIf(!corpusExists)(
    "decodes every line of pymarc's test_marc8.txt to the matching line of test_utf8.txt",
    () => {
      const marc8 = fs.readFileSync(PYMARC('test_marc8.txt'));
      const utf8 = fs.readFileSync(PYMARC('test_utf8.txt'), 'utf8').split('\n');
      const lines: Buffer[] = [];
      let start = 0;
      for (let i = 0; i < marc8.length; i++)
        if (marc8[i] === 0x0a) {
          lines.push(marc8.subarray(start, i));
          start = i + 1;
        }
      expect(lines).toHaveLength(1515);
      const mismatches = lines
        .map((line, i) => [i + 1, decodeMarc8(line), utf8[i]])
        .filter(([, got, want]) => got !== want);
      expect(mismatches).toEqual([]);
    },
  );
});
