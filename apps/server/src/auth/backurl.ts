/**
 * Where sign-in, sign-up and logout send the visitor back to. Only a path on this site is
 * accepted: anything that could leave it (another origin, a protocol-relative '//host', a
 * backslash browsers read as a slash, control characters) is refused, closing the open redirect.
 */
export function safeBackurl(raw: unknown): string | null {
  if (raw === undefined || raw === null || raw === '') return '/';
  if (typeof raw !== 'string' || raw.length > 2048) return null;
  if (!raw.startsWith('/')) return null;
  if (raw.startsWith('//') || raw.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  // The path must stay on this origin once a browser resolves it.
  const resolved = new URL(raw, 'http://this.site');
  if (resolved.origin !== 'http://this.site') return null;
  // Never come back to a sign-in page itself.
  if (resolved.pathname.startsWith('/auth/')) return '/';
  return resolved.pathname + resolved.search + resolved.hash;
}
