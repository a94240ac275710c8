import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Resumption tokens (ADR 052): stateless and signed. A token carries the whole harvest (format,
 * set, dates, the place reached in which source, the cursor and the list's size) and its expiry,
 * signed with a key made from the site's secret, so any instance can resume it, nothing is stored,
 * and a changed or forged token is refused. The place is a (change time, id) key, so records
 * added or changed during the harvest are never skipped.
 */

const TokenState = z.object({
  verb: z.enum(['ListIdentifiers', 'ListRecords']),
  prefix: z.string(),
  set: z.string().nullable(),
  /** The store's ISO bounds of from and until. */
  from: z.string().nullable(),
  until: z.string().nullable(),
  /** Index into HARVEST_SOURCES of the source being read, and the last record sent from it. */
  source: z.number().int().nonnegative(),
  after: z.object({ stamp: z.string(), id: z.number().int() }).nullable(),
  cursor: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** Milliseconds since the epoch after which the token is refused. */
  expires: z.number().int(),
});
export type TokenState = z.infer<typeof TokenState>;

export type TokenReading = { ok: true; state: TokenState } | { ok: false; message: string };

function keyOf(secret: string): Buffer {
  return createHmac('sha256', secret).update('oai-pmh resumption token').digest();
}

function signature(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

export function writeToken(secret: string, state: TokenState): string {
  const payload = Buffer.from(JSON.stringify(state)).toString('base64url');
  return `${payload}.${signature(keyOf(secret), payload)}`;
}

export function readToken(secret: string, token: string, now: Date): TokenReading {
  const refused = { ok: false as const, message: 'The resumption token is not one this repository issued.' };
  const [payload, signed, ...rest] = token.split('.');
  if (!payload || !signed || rest.length > 0) return refused;
  const expected = Buffer.from(signature(keyOf(secret), payload));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return refused;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return refused;
  }
  const state = TokenState.safeParse(json);
  if (!state.success) return refused;
  if (state.data.expires < now.getTime())
    return {
      ok: false,
      message: `The resumption token expired at ${new Date(state.data.expires).toISOString()}; start the list again.`,
    };
  return { ok: true, state: state.data };
}
