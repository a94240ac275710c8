/**
 * Where sign-in, sign-up and logout send the visitor back to: the one check of a return address
 * (ADR 014). The decision is taken on the address a browser would really request, after the URL
 * parser has resolved dot segments ('/a/..', '%2e%2e') and tabs, and again on each percent-decoded
 * and Unicode-folded (NFKC) spelling a server or proxy behind us might produce: if any of them
 * leaves this site, starts with '//', holds a backslash or a control character, it is refused.
 */

const SITE = 'http://this.site';
const MAX_LENGTH = 2048;
/** More decodings than this is no legitimate path: a triple-encoded one is refused. */
const MAX_DECODINGS = 3;
// C0 and C1 controls and DEL: raw, they could split a header or be dropped by a browser.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const SIGN_IN_PAGES = /^\/auth(\/|$)/i;

/** The path a spelling resolves to on this site, or null when it leaves it or is ambiguous. */
function pathOnThisSite(spelling: string): string | null {
  if (spelling.includes('\\') || CONTROL.test(spelling)) return null;
  const resolved = new URL(spelling, SITE);
  // A leading '//' is another host to a browser reading the Location header.
  if (resolved.origin !== SITE || resolved.pathname.startsWith('//')) return null;
  return resolved.pathname;
}

/** Percent-decoded once; null when malformed (a stray '%', overlong or invalid UTF-8). */
function decodedOnce(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * Every path the normalised path may become once decoded (up to MAX_DECODINGS times) and
 * folded; null when one of them leaves the site or decoding does not settle.
 */
function spellingsOf(path: string): string[] | null {
  const paths: string[] = [];
  let current = path;
  for (let round = 0; round <= MAX_DECODINGS; round++) {
    for (const spelling of new Set([current, current.normalize('NFKC')])) {
      const resolved = pathOnThisSite(spelling);
      if (resolved === null) return null;
      paths.push(resolved);
    }
    const decoded = decodedOnce(current);
    if (decoded === null) return null;
    if (decoded === current) return paths;
    current = decoded;
  }
  return null;
}

/**
 * The return address to send the visitor to: a path of this site with its query and fragment,
 * in the normalised form a browser would request; '/' when none is given or it is a sign-in page
 * itself; null when it could leave the site (the caller refuses it or goes home).
 */
export function safeBackurl(raw: unknown): string | null {
  if (raw === undefined || raw === null || raw === '') return '/';
  if (typeof raw !== 'string' || raw.length > MAX_LENGTH || !raw.startsWith('/')) return null;
  if (CONTROL.test(raw)) return null;
  // A backslash in the query or fragment is only data; in the path browsers read it as '/'.
  const rawPath = raw.split(/[?#]/, 1)[0] ?? '';
  if (rawPath.includes('\\')) return null;
  const normalised = new URL(raw, SITE);
  if (normalised.origin !== SITE) return null;
  const spellings = spellingsOf(normalised.pathname);
  if (spellings === null) return null;
  if (spellings.some((path) => SIGN_IN_PAGES.test(path))) return '/';
  const address = normalised.pathname + normalised.search + normalised.hash;
  return address.length > MAX_LENGTH ? null : address;
}
