import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import { BROTLI_ANSWER_QUALITY } from '../http/compression.ts';

/**
 * The compressed forms of a server-rendered page (issue 14 §4, ADR 030). A page is kept split at
 * its CSP nonce (page-cache.ts) and every answer puts its own nonce back, so a compressed copy of
 * the whole page could not be kept. Its gzip form can: each part is deflated once, on its own
 * (nothing refers across a nonce), and an answer joins the deflated parts with the nonce as a
 * stored (uncompressed) deflate block between them, inside one gzip member whose checksum is
 * computed over the joined text. That costs a checksum per answer instead of a compression.
 */

export type PageEncoding = 'gzip' | 'br' | 'identity';

/**
 * gzip first: it is the form a kept page has at hand; brotli, made for each answer, only for a
 * client that takes brotli but not gzip; identity when the client asks for neither.
 */
const PAGE_ENCODINGS: PageEncoding[] = ['gzip', 'br', 'identity'];

export function pageEncodingFor(acceptEncoding: string | undefined): PageEncoding {
  if (!acceptEncoding) return 'identity';
  // 'identity' is acceptable unless refused by name; '*' stands for any coding, gzip included.
  return negotiate(acceptEncoding.toLowerCase(), PAGE_ENCODINGS) ?? 'identity';
}

/** A page's parts (its text split at the nonce) in UTF-8, and each part deflated on its own. */
export interface EncodedParts {
  parts: Buffer[];
  deflated: Buffer[];
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** A stored block holds at most this many bytes; a nonce is 24. */
const MAX_STORED = 0xffff;

export function encodeParts(parts: readonly string[]): EncodedParts {
  const raw = parts.map((part) => Buffer.from(part, 'utf8'));
  const last = raw.length - 1;
  return {
    parts: raw,
    // Every part but the last ends on a byte boundary (a sync flush), not as the final block.
    deflated: raw.map((part, i) =>
      zlib.deflateRawSync(part, {
        level: 9,
        ...(i < last ? { finishFlush: zlib.constants.Z_SYNC_FLUSH } : {}),
      }),
    ),
  };
}

/** A non-final stored deflate block holding `bytes`, starting on a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
  if (bytes.length > MAX_STORED) throw new Error('A nonce is too long for a stored block');
  const header = Buffer.alloc(5);
  header[0] = 0; // BFINAL 0, BTYPE 00 (stored), then padding to the byte boundary
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

/** The parts joined with `nonce`, as one gzip member. */
export function gzipJoined(encoded: EncodedParts, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, 'utf8');
  const between = storedBlock(nonceBytes);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  encoded.deflated.forEach((deflated, i) => {
    if (i > 0) {
      chunks.push(between);
      if (nonceBytes.length > 0) crc = zlib.crc32(nonceBytes, crc);
      length += nonceBytes.length;
    }
    const part = encoded.parts[i] ?? Buffer.alloc(0);
    chunks.push(deflated);
    // Node 20's crc32 of an empty buffer that zlib has read answers 0, not the running value.
    if (part.length > 0) crc = zlib.crc32(part, crc);
    length += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}

/** The parts joined with `nonce`, uncompressed. */
export function joined(encoded: EncodedParts, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, 'utf8');
  const chunks: Buffer[] = [];
  encoded.parts.forEach((part, i) => {
    if (i > 0) chunks.push(nonceBytes);
    chunks.push(part);
  });
  return Buffer.concat(chunks);
}

/** The page for one answer in the encoding chosen. */
export function pageBody(encoded: EncodedParts, nonce: string, encoding: PageEncoding): Buffer {
  if (encoding === 'gzip') return gzipJoined(encoded, nonce);
  const body = joined(encoded, nonce);
  if (encoding === 'identity') return body;
  return zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_ANSWER_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}
