import { isIP } from 'node:net';

/**
 * Which reverse proxies' X-Forwarded-For (and -Proto, -Host) to believe: true (every hop), a
 * number of hops nearest the server, or the proxies' addresses and CIDR ranges (and proxy-addr's
 * names loopback, linklocal, uniquelocal). Unset: none, so request.ip is the peer's address.
 */
export type TrustProxy = boolean | number | string[];

/**
 * Fastify's trustProxy for a setting. Fastify 5.12 no longer takes a bare number (it cannot tell
 * the proxy from a visitor who reaches the server directly), so hops become a function that
 * believes that many hops, as proxy-addr did: safe only when the proxies are the only way in.
 */
export function fastifyTrustProxy(
  setting: TrustProxy | undefined,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting ?? false;
}

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Reads TRUST_PROXY; answers the problem in words when the value is none of the accepted forms. */
export function parseTrustProxy(raw: string): { value: TrustProxy } | { problem: string } {
  const text = raw.trim();
  if (/^(true|false)$/i.test(text)) return { value: text.toLowerCase() === 'true' };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops >= 1 && hops <= 100 ? { value: hops } : { problem: 'a number of hops must be 1 to 100' };
  }
  const entries = text.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !isAddressOrRange(e));
  if (bad.length > 0)
    return {
      problem: `must be true, false, a number of hops, or addresses and CIDR ranges separated by commas; not ${bad
        .map((e) => `'${e}'`)
        .join(', ')}`,
    };
  return { value: entries };
}
