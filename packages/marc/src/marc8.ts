import { createRequire } from 'node:module';

/**
 * MARC-8 to Unicode. The character tables come from the `marc8` package (generated from the
 * Library of Congress code tables, including EACC); the decoding here follows pymarc's
 * MARC8ToUnicode: G0/G1 escape sequences, three-byte EACC, combining marks that precede their
 * base letter in MARC-8 moved after it, then NFC.
 */

type CodeSets = Record<number, Record<number, [number, number]>>;
const { CODESETS, ODD_MAP } = createRequire(import.meta.url)('marc8/lib/marc8_mapping.js') as {
  CODESETS: CodeSets;
  /** Three-byte codes some systems (III) write for punctuation inside CJK text. */
  ODD_MAP: Record<number, number>;
};

const BASIC_LATIN = 0x42;
const ANSEL = 0x45;
const EACC = 0x31;
const ESC = 0x1b;
const G0_DESIGNATORS = new Set([0x28, 0x2c, 0x24]); // ( , $
const G1_DESIGNATORS = new Set([0x29, 0x2d, 0x24]); // ) - $

const SET_NAMES: Record<number, string> = {
  0x42: 'Basic Latin',
  0x45: 'ANSEL',
  0x31: 'CJK (EACC)',
  0x32: 'Basic Hebrew',
  0x33: 'Basic Arabic',
  0x34: 'Extended Arabic',
  0x4e: 'Basic Cyrillic',
  0x51: 'Extended Cyrillic',
  0x53: 'Basic Greek',
  0x62: 'Subscripts',
  0x67: 'Greek symbols',
  0x70: 'Superscripts',
};

export class Marc8Error extends Error {}

const hex = (n: number) => `0x${n.toString(16).padStart(2, '0')}`;

export function decodeMarc8(bytes: Uint8Array): string {
  let g0 = BASIC_LATIN;
  let g1 = ANSEL;
  const out: string[] = [];
  let combining: string[] = [];
  let pos = 0;
  while (pos < bytes.length) {
    const byte = bytes[pos]!;
    if (byte === ESC) {
      const next = bytes[pos + 1];
      if (next === undefined) throw new Marc8Error(`escape at the end of the text (byte ${pos})`);
      if (G0_DESIGNATORS.has(next) || G1_DESIGNATORS.has(next)) {
        const toG0 = G0_DESIGNATORS.has(next) && !(next === 0x24 && bytes[pos + 2] === 0x2d);
        // ESC $ , 1 and ESC $ - 1 carry one extra intermediate byte.
        const skip = next === 0x24 && (bytes[pos + 2] === 0x2c || bytes[pos + 2] === 0x2d) ? 1 : 0;
        const set = bytes[pos + 2 + skip];
        if (set === undefined || !(set in CODESETS))
          throw new Marc8Error(
            `unknown character set in escape sequence at byte ${pos}${set === undefined ? '' : ` (${hex(set)})`}`,
          );
        if (toG0) g0 = set;
        else g1 = set;
        pos += 3 + skip;
        continue;
      }
      if (next === 0x73) g0 = BASIC_LATIN;
      else if (next in CODESETS) g0 = next;
      else throw new Marc8Error(`unknown escape sequence ESC ${hex(next)} at byte ${pos}`);
      pos += 2;
      continue;
    }
    const multibyte = g0 === EACC;
    let codePoint = byte;
    if (multibyte && byte > 0x20) {
      if (pos + 3 > bytes.length) throw new Marc8Error(`incomplete three-byte CJK character at byte ${pos}`);
      codePoint = (byte << 16) | (bytes[pos + 1]! << 8) | bytes[pos + 2]!;
      pos += 3;
    } else pos += 1;
    if (codePoint < 0x20 || (codePoint > 0x80 && codePoint < 0xa0)) {
      out.push(String.fromCharCode(codePoint));
      continue;
    }
    if (codePoint === 0x20 && multibyte) {
      out.push(' ');
      continue;
    }
    const set = codePoint > 0x80 && !multibyte ? g1 : g0;
    const odd = multibyte ? ODD_MAP[codePoint] : undefined;
    // A space is a space in every single-byte set, though the tables list it only for Latin.
    const entry: [number, number] | undefined =
      odd !== undefined ? [odd, 0] : codePoint === 0x20 ? [0x20, 0] : CODESETS[set]?.[codePoint];
    if (!entry)
      throw new Marc8Error(
        `no character ${hex(codePoint)} in the ${SET_NAMES[set] ?? hex(set)} set (byte ${pos - (multibyte ? 3 : 1)})`,
      );
    const [unicode, isCombining] = entry;
    if (isCombining) combining.push(String.fromCodePoint(unicode));
    else {
      out.push(String.fromCodePoint(unicode));
      if (combining.length) {
        out.push(...combining);
        combining = [];
      }
    }
  }
  out.push(...combining);
  // Characters outside MARC-8 are carried as numeric character references, e.g. &#x200F;
  const text = out
    .join('')
    .replace(/&#x([0-9a-f]{4,6});/gi, (_m, h: string) => String.fromCodePoint(Number.parseInt(h, 16)));
  return text.normalize('NFC');
}
