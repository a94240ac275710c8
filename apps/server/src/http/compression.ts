import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Answers sent compressed (issue 14 §4, ADR 030): brotli or gzip, as the client's Accept-Encoding
 * allows, identity otherwise, by @fastify/compress for every answer a route sends (API JSON,
 * streamed pages, files without a precompressed copy). Pages kept whole choose their own encoding
 * (web/page-encoding.ts) and built assets are precompressed at build (web.ts serves the copies):
 * the plugin leaves an answer that already has a Content-Encoding alone.
 */

/**
 * Brotli at quality 2: a 45 kB search answer in 0.13–0.16 ms, 2% larger than quality 4's in half
 * the time, and smaller than gzip's at level 6 (ADR 054); 11 is for the build, not for each answer.
 */
export const BROTLI_ANSWER_QUALITY = 2;
/** An answer in brotli, compressed once (a kept answer, a page), at the answers' quality unless told. */
export function brotliAnswer(bytes: Buffer, quality = BROTLI_ANSWER_QUALITY): Buffer {
  return zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/** Smaller answers are not worth a compression header. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** HTML, JSON, JavaScript, CSS, SVG and other text: what compression shrinks. */
export const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|[a-z.+-]+\+(json|xml))|image\/svg\+xml)/i;

function isCompressible(reply: FastifyReply): boolean {
  return COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''));
}

/**
 * Adds `field` to the answer's Vary header unless it is there in any case. Lower case, as
 * @fastify/compress adds 'accept-encoding' only when that spelling is missing.
 */
export function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (fields.some((f) => f === '*' || f.toLowerCase() === field.toLowerCase())) return;
  reply.header('vary', [...fields, field].join(', '));
}

export async function installCompression(app: FastifyInstance): Promise<void> {
  // Every compressible answer varies by Accept-Encoding, the identity ones included, so a shared
  // cache never hands an identity copy's headers or a compressed copy to the wrong client; a 304
  // says so as its 200 would.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (isCompressible(reply) || reply.statusCode === 304) addVary(reply, 'accept-encoding');
    return payload;
  });
  await app.register(fastifyCompress, {
    // No deflate (two incompatible readings in the wild) and no zstd (not every Node has it).
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_ANSWER_QUALITY } },
    // Requests are never compressed by browsers; a compressed upload is refused like any other.
    globalDecompression: false,
  });
}
