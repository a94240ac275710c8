import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { COMPRESSION_THRESHOLD_BYTES, addVary, brotliAnswer } from './compression.ts';
import { etagMatches, weakEtag } from './caching.ts';

type AnswerEncoding = 'br' | 'gzip';

/** Brotli first, as for every other answer (http/compression.ts); identity when neither is taken. */
const ENCODINGS = ['br', 'gzip', 'identity'] as const;

/**
 * A JSON answer serialised once, with its ETag and each compressed form made at most once. A kept
 * answer (the answer cache) is sent again as the same bytes: no serialising, hashing or
 * compressing per request, which were most of the main thread's work per answer (ADR 054).
 */
export class KeptAnswer {
  readonly etag: string;
  private readonly encoded = new Map<AnswerEncoding, Buffer>();

  constructor(readonly json: string) {
    this.etag = weakEtag(json);
  }

  /** The answer's bytes in `encoding`, compressed on first use. */
  body(encoding: AnswerEncoding | 'identity'): string | Buffer {
    if (encoding === 'identity') return this.json;
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = encoding === 'br' ? brotliAnswer(Buffer.from(this.json, 'utf8')) : zlib.gzipSync(this.json);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

function encodingFor(request: FastifyRequest, answer: KeptAnswer): AnswerEncoding | 'identity' {
  const accepted = request.headers['accept-encoding'];
  if (!accepted || answer.json.length < COMPRESSION_THRESHOLD_BYTES) return 'identity';
  // 'x-gzip' and '*' read as gzip, as the compression plugin reads them.
  const header = accepted.toLowerCase().replace(/\bx-gzip\b|\*/g, 'gzip');
  return negotiate(header, [...ENCODINGS]) ?? 'identity';
}

/**
 * Sends a kept answer: 304 to a client that holds it (If-None-Match), otherwise its bytes in the
 * encoding the client takes. The caching hook leaves an answer that has its ETag alone, and the
 * compression plugin one that has its Content-Encoding.
 */
export function sendKept(request: FastifyRequest, reply: FastifyReply, answer: KeptAnswer): FastifyReply {
  reply.header('etag', answer.etag);
  addVary(reply, 'accept-encoding');
  if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = encodingFor(request, answer);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  // Already serialised: sent as text or bytes, with the serialiser set aside.
  return reply.serializer(asIs).send(answer.body(encoding));
}

const asIs = (payload: unknown) => payload as string;

/**
 * Whether the client asked for no kept answer: Cache-Control: no-cache (or the older Pragma:
 * no-cache), as a browser's forced reload sends. Honoured by searching again, not by refusing.
 */
export function asksFresh(headers: IncomingHttpHeaders): boolean {
  const directives = `${headers['cache-control'] ?? ''},${headers.pragma ?? ''}`;
  return directives.split(',').some((directive) => directive.trim().toLowerCase() === 'no-cache');
}
