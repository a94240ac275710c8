import { type Warn, badIndicators, badSubfieldCode, indicatorsOf, isSubfieldCode } from './field-rules.ts';
import { Marc8Error, decodeMarc8 } from './marc8.ts';
import { type MarcRecord, newRecord } from './marcjs.ts';

/**
 * ISO 2709 records read from bytes with every structural rule checked, so a broken record is
 * rejected with a reason instead of being stored as garbage. Values are decoded as UTF-8 when
 * leader/09 is 'a', otherwise as MARC-8 (a record flagged MARC-8 whose bytes are valid,
 * escape-free UTF-8 is read as UTF-8: a common cataloguing-system mistake).
 */

const RECORD_END = 0x1d;
const FIELD_END = 0x1e;
const SUBFIELD = 0x1f;

export class MarcError extends Error {}

export interface RawIso2709 {
  /** 1-based record number in the file. */
  number: number;
  /** Byte offset of the record in the file. */
  offset: number;
  bytes: Buffer;
}

/** Splits a file's bytes into records at the record terminator (stray line breaks between records ignored). */
export function* splitIso2709(buffer: Buffer): Generator<RawIso2709> {
  let start = 0;
  let number = 0;
  while (start < buffer.length) {
    while (
      start < buffer.length &&
      (buffer[start] === 0x0a || buffer[start] === 0x0d || buffer[start] === 0x20)
    )
      start++;
    if (start >= buffer.length) return;
    let end = buffer.indexOf(RECORD_END, start);
    if (end === -1) end = buffer.length;
    yield {
      number: ++number,
      offset: start,
      bytes: buffer.subarray(start, Math.min(end + 1, buffer.length)),
    };
    start = end + 1;
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const digits = (bytes: Buffer, from: number, to: number): number | null => {
  const text = bytes.toString('latin1', from, to);
  return /^\d+$/.test(text) ? Number(text) : null;
};

function looksUtf8(bytes: Buffer): boolean {
  if (bytes.includes(0x1b) || !bytes.some((b) => b > 0x7f)) return false;
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

export interface ParsedIso2709 {
  record: MarcRecord;
  encoding: 'utf-8' | 'marc-8';
  /** What was repaired while reading (field-rules.ts): the record is kept, the report says so. */
  warnings: string[];
}

export function parseIso2709(bytes: Buffer): ParsedIso2709 {
  if (bytes.length < 25) throw new MarcError(`record is only ${bytes.length} bytes long`);
  const leader = bytes.toString('latin1', 0, 24);
  const length = digits(bytes, 0, 5);
  if (length === null) throw new MarcError(`leader record length '${leader.slice(0, 5)}' is not a number`);
  if (length !== bytes.length)
    throw new MarcError(`leader gives a record length of ${length} bytes but the record has ${bytes.length}`);
  if (bytes[bytes.length - 1] !== RECORD_END)
    throw new MarcError('record does not end with a record terminator');
  const base = digits(bytes, 12, 17);
  if (base === null || base <= 24 || base > length)
    throw new MarcError(`leader base address of data '${leader.slice(12, 17)}' is invalid`);
  if (bytes[base - 1] !== FIELD_END)
    throw new MarcError('directory does not end with a field terminator at the base address');
  const directoryLength = base - 1 - 24;
  if (directoryLength % 12 !== 0)
    throw new MarcError(`directory length ${directoryLength} is not a multiple of 12`);

  const declaredMarc8 = leader.charAt(9) !== 'a';
  const encoding = declaredMarc8 && !looksUtf8(bytes.subarray(base)) ? 'marc-8' : 'utf-8';
  const decode = (value: Buffer, where: string): string => {
    try {
      return encoding === 'utf-8' ? utf8.decode(value).normalize('NFC') : decodeMarc8(value);
    } catch (error) {
      if (error instanceof Marc8Error)
        throw new MarcError(`${where}: MARC-8 (leader/09 is blank): ${error.message}`);
      throw new MarcError(`${where}: invalid UTF-8 (leader/09 is 'a')`);
    }
  };

  const warnings: string[] = [];
  const warn: Warn = (message) => warnings.push(message);
  const fields: string[][] = [];
  for (let entry = 24; entry < base - 1; entry += 12) {
    const tag = bytes.toString('latin1', entry, entry + 3);
    const fieldLength = digits(bytes, entry + 3, entry + 7);
    const start = digits(bytes, entry + 7, entry + 12);
    const n = (entry - 24) / 12 + 1;
    if (!/^[0-9A-Za-z]{3}$/.test(tag))
      throw new MarcError(`directory entry ${n}: tag '${tag}' is not three letters or digits`);
    if (fieldLength === null || start === null)
      throw new MarcError(`directory entry ${n} (${tag}): length or position is not a number`);
    const from = base + start;
    const to = from + fieldLength;
    if (fieldLength < 1 || to > length - 1)
      throw new MarcError(`field ${tag} (entry ${n}) runs past the end of the record`);
    if (bytes[to - 1] !== FIELD_END)
      throw new MarcError(`field ${tag} (entry ${n}) does not end with a field terminator`);
    const data = bytes.subarray(from, to - 1);
    if (/^00\d$/.test(tag)) {
      fields.push([tag, decode(data, `field ${tag}`)]);
      continue;
    }
    fields.push(dataField(tag, data, decode, warn));
  }
  return { record: newRecord(leader, fields), encoding, warnings };
}

function dataField(
  tag: string,
  data: Buffer,
  decode: (value: Buffer, where: string) => string,
  warn: Warn,
): string[] {
  const raw = data.toString('latin1', 0, 2);
  const indicators = data.length < 2 ? null : indicatorsOf(raw, tag, warn);
  if (indicators === null) throw new MarcError(badIndicators(tag, raw));
  const field = [tag, indicators];
  const parts: Buffer[] = [];
  let from = 2;
  for (let i = 2; i <= data.length; i++) {
    if (i === data.length || data[i] === SUBFIELD) {
      parts.push(data.subarray(from, i));
      from = i + 1;
    }
  }
  const [leading, ...subfields] = parts;
  // A stray punctuation byte or two before the first delimiter is a known cataloguing slip; more is damage.
  if (leading && leading.length > 0 && (leading.length > 2 || /[0-9A-Za-z]/.test(leading.toString('latin1'))))
    throw new MarcError(`field ${tag}: data before the first subfield delimiter`);
  for (const sub of subfields) {
    if (sub.length === 0) {
      warn(`field ${tag}: an empty subfield was dropped`);
      continue;
    }
    let code = sub.toString('latin1', 0, 1);
    let start = 1;
    // '$ a123' for '$a123': a space typed after the delimiter.
    if (code === ' ' && /^[0-9a-z]$/.test(sub.toString('latin1', 1, 2))) {
      warn(`field ${tag}: a space after a subfield delimiter was dropped`);
      code = sub.toString('latin1', 1, 2);
      start = 2;
    }
    if (!isSubfieldCode(code)) throw new MarcError(badSubfieldCode(tag, code));
    field.push(code, decode(sub.subarray(start), `field ${tag} $${code}`));
  }
  return field;
}
