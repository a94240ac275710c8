import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import { brotliAnswer } from '../http/compression.ts';

/**
 * The compressed forms of a server-rendered page (issue 14 §4, ADR 030). A page is kept split at
 * its CSP nonce (page-cache.ts) and every answer puts its own nonce back, so a compressed copy of
 * the whole page cannot simply be kept. Its gzip form can be kept in pieces, joined around each
 * answer's nonce at the cost of a checksum rather than a compression (encodeParts, gzipJoined).
 */

export type PageEncoding = 'gzip' | 'br' | 'identity';

/**
 * Brotli first, at quality 1, made for each answer: on a results page it is smaller than gzip at
 * level 6, in a fifth of the time. gzip for a client that takes gzip but not brotli (browsers over
 * plain HTTP, some proxies): joined from a kept page's pieces. Identity for a client that takes
 * neither.
 */
const PAGE_ENCODINGS: PageEncoding[] = ['br', 'gzip', 'identity'];

export function pageEncodingFor(acceptEncoding: string | undefined): PageEncoding {
  if (!acceptEncoding) return 'identity';
  // 'identity' is acceptable unless refused by name; '*' stands for any coding, gzip included.
  return negotiate(acceptEncoding.toLowerCase(), PAGE_ENCODINGS) ?? 'identity';
}

/** Brotli for a page: quality 1, as it is made for each answer. */
const PAGE_BROTLI_QUALITY = 1;

/** A page's parts (its text split at the nonce) in UTF-8, and its deflated pieces when it has them. */
export interface EncodedParts {
  parts: Buffer[];
  /** null: deflated for each answer instead (pieces not made yet, or a page they cannot be made for). */
  deflated: DeflatedPage | null;
  nonceLength: number;
  /**
   * 'later' until the page is asked for in gzip a second time (withPieces): most pages a crowd
   * reads are read once, and one plain gzip costs half of making the pieces.
   */
  pieces: 'later' | 'made' | 'none';
}

/**
 * The first part, deflated up to a byte boundary; then segments, each following a nonce sent as a
 * stored block: the parts up to the next nonce too far back for deflate to repeat, deflated with a
 * placeholder where each nonce of the segment goes.
 */
interface DeflatedPage {
  head: Buffer;
  segments: Buffer[];
  nonceLength: number;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * Bytes no page holds: never in UTF-8 (0xC0, 0xC1, 0xF5–0xFF), and C0 controls other than tab,
 * line feed and carriage return. The placeholder of a nonce is made of distinct ones.
 */
const FOREIGN_BYTES = [
  0xc0, 0xc1, 0xf5, 0xf6, 0xf7, 0xf8, 0xf9, 0xfa, 0xfb, 0xfc, 0xfd, 0xfe, 0xff, 0x01, 0x02, 0x03, 0x04, 0x05,
  0x06, 0x07, 0x08, 0x0b, 0x0c, 0x0e, 0x0f, 0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16, 0x17, 0x18, 0x19, 0x1a,
  0x1b, 0x1c, 0x1d, 0x1e, 0x1f,
];

/**
 * The foreign bytes a page's text can hold: the C0 controls among them. The others never occur in
 * the UTF-8 of a string, so the text is searched (natively) rather than each byte of its UTF-8.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const FOREIGN_CHARACTERS = /[\x01-\x08\x0b\x0c\x0e-\x1f]/;

/** Deflate's window (32 KiB) less its look-ahead: the farthest back a repeat can reach. */
const MAX_DISTANCE = 32768 - 262;
/** Level 6: within 1% of level 9's size on pages, in four fifths of the time. */
const LEVEL = 6;

const deflate = (data: Buffer, options: zlib.ZlibOptions = {}) =>
  zlib.deflateRawSync(data, { level: LEVEL, ...options });

/**
 * The pieces of a page's gzip form. A nonce is sent as a stored block, so its bytes are in the
 * stream as they are, when the nonce before it is too far back to be repeated (the first always
 * is); the parts after it are deflated with a placeholder where each later nonce goes, and the
 * text before it (the placeholder standing for its nonces) as their dictionary, so deflate
 * repeats each later nonce from the one before, and the page's other repeats too, as it would for
 * the whole page. The placeholder's bytes are distinct and foreign to the page: a repeat that
 * reaches into one reaches the same byte of another, which is the same byte of the same nonce in
 * the answer, and no repeat of the page's own text can reach one. The pieces are tried once with a
 * nonce of the same length all the same; a page that fails, or holds one of the foreign bytes, is
 * gzipped for each answer instead.
 */
export function encodeParts(parts: readonly string[], nonceLength: number): EncodedParts {
  return withPieces(textParts(parts, nonceLength));
}

/** A page's parts as kept before its pieces are made: deflated whole for each answer till then. */
export function textParts(parts: readonly string[], nonceLength: number): EncodedParts {
  const raw = parts.map((part) => Buffer.from(part, 'utf8'));
  const foreign = raw.length > 1 && parts.some((part) => FOREIGN_CHARACTERS.test(part));
  return { parts: raw, deflated: null, nonceLength, pieces: foreign ? 'none' : 'later' };
}

/** The page with its gzip pieces made (encodeParts), or with none when they cannot be. */
export function withPieces(encoded: EncodedParts): EncodedParts {
  if (encoded.pieces !== 'later') return encoded;
  const { parts: raw, nonceLength } = encoded;
  const none: EncodedParts = { ...encoded, deflated: null, pieces: 'none' };
  const [first = Buffer.alloc(0), ...later] = raw;
  if (later.length === 0)
    return { ...encoded, deflated: { head: deflate(first), segments: [], nonceLength }, pieces: 'made' };
  const placeholder = Buffer.from(FOREIGN_BYTES.slice(0, nonceLength));
  if (placeholder.length !== nonceLength) return none;
  const head = deflate(first, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
  const segments: Buffer[] = [];
  const starts = segmentStarts(later, nonceLength);
  starts.forEach((start, i) => {
    const end = starts[i + 1] ?? later.length;
    const before = joinedWith(raw.slice(0, start + 1), placeholder);
    segments.push(
      deflate(joinedWith(later.slice(start, end), placeholder), {
        dictionary: Buffer.concat([before.subarray(-MAX_DISTANCE), placeholder]),
        finishFlush: end === later.length ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
      }),
    );
  });
  const made: EncodedParts = { ...encoded, deflated: { head, segments, nonceLength }, pieces: 'made' };
  return unzipsRight(made, nonceLength) ? made : none;
}

/**
 * Where each segment starts, as an index into the parts after the first: at the first nonce, and
 * at every nonce whose previous one (with the part between) is farther back than a repeat reaches.
 */
function segmentStarts(later: readonly Buffer[], nonceLength: number): number[] {
  const starts = [0];
  later.forEach((part, i) => {
    if (i + 1 < later.length && part.length + nonceLength > MAX_DISTANCE) starts.push(i + 1);
  });
  return starts;
}

/** Whether the pieces unzip to the page around a nonce of that length (the checksum is checked too). */
function unzipsRight(encoded: EncodedParts, nonceLength: number): boolean {
  const trial = 'n'.repeat(nonceLength);
  try {
    return zlib.gunzipSync(gzipJoined(encoded, trial)).equals(joined(encoded, trial));
  } catch {
    return false;
  }
}

/** A non-final stored deflate block holding `bytes`, starting on a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header[0] = 0; // BFINAL 0, BTYPE 00 (stored), then padding to the byte boundary
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

function joinedWith(parts: readonly Buffer[], between: Buffer): Buffer {
  const chunks: Buffer[] = [];
  parts.forEach((part, i) => {
    if (i > 0) chunks.push(between);
    chunks.push(part);
  });
  return Buffer.concat(chunks);
}

/** The parts joined with `nonce`, uncompressed. */
export function joined(encoded: EncodedParts, nonce: string): Buffer {
  return joinedWith(encoded.parts, Buffer.from(nonce, 'utf8'));
}

/** The gzip trailer: the checksum and length of the text, computed piece by piece. */
function trailer(parts: readonly Buffer[], nonce: Buffer): Buffer {
  let crc = 0;
  let length = 0;
  parts.forEach((part, i) => {
    // Node 20's crc32 of an empty buffer that zlib has read answers 0, not the running value.
    if (i > 0 && nonce.length > 0) crc = zlib.crc32(nonce, crc);
    if (part.length > 0) crc = zlib.crc32(part, crc);
    length += (i > 0 ? nonce.length : 0) + part.length;
  });
  const bytes = Buffer.alloc(8);
  bytes.writeUInt32LE(crc >>> 0, 0);
  bytes.writeUInt32LE(length >>> 0, 4);
  return bytes;
}

/** The parts joined with `nonce`, as one gzip member: from the kept pieces when they fit the nonce. */
export function gzipJoined(encoded: EncodedParts, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, 'utf8');
  const pieces = encoded.deflated;
  // Pieces made for a nonce of another length would repeat the wrong bytes (never with pageNonce).
  if (!pieces || (pieces.segments.length > 0 && nonceBytes.length !== pieces.nonceLength))
    return zlib.gzipSync(joined(encoded, nonce), { level: LEVEL });
  const nonceBlock = storedBlock(nonceBytes);
  const body = pieces.segments.flatMap((segment) => [nonceBlock, segment]);
  return Buffer.concat([GZIP_HEADER, pieces.head, ...body, trailer(encoded.parts, nonceBytes)]);
}

/** The page for one answer in the encoding chosen. */
export function pageBody(encoded: EncodedParts, nonce: string, encoding: PageEncoding): Buffer {
  if (encoding === 'gzip') return gzipJoined(encoded, nonce);
  const body = joined(encoded, nonce);
  if (encoding === 'identity') return body;
  return brotliAnswer(body, PAGE_BROTLI_QUALITY);
}
