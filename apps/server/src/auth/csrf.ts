export const CSRF_COOKIE = 'trove_csrf';
export const CSRF_HEADER = 'x-csrf-token';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Why a call was refused, as the 403 `csrf` answer words it. */
export const CSRF_REFUSALS = {
  otherSite: 'The request came from another site.',
  noSite: 'The request did not say which site it came from.',
  noToken: 'The request did not carry the security token of this session.',
} as const;

export interface CsrfInput {
  method: string;
  /** Whether the request carries a live session. */
  signedIn: boolean;
  origin: string | undefined;
  referer: string | undefined;
  /** The origins this site answers on (PUBLIC_URL and the request's own host). */
  ownOrigins: readonly string[];
  cookieToken: string | undefined;
  headerToken: string | undefined;
}

function originOf(value: string | undefined): string | null {
  if (!value || value === 'null') return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Why a state-changing call must be refused, or null to let it through (ADR 014). Signed-in calls
 * need a same-origin Origin or Referer and the double-submitted token; anonymous calls only
 * must not come from another origin (a tool without Origin or Referer is no browser).
 */
export function csrfRefusal(input: CsrfInput): string | null {
  if (!UNSAFE.has(input.method.toUpperCase())) return null;
  const from = originOf(input.origin) ?? originOf(input.referer);
  const declared = Boolean(input.origin && input.origin !== 'null') || Boolean(input.referer);
  if (declared && (from === null || !input.ownOrigins.includes(from))) return CSRF_REFUSALS.otherSite;
  if (!input.signedIn) return input.origin === 'null' ? CSRF_REFUSALS.otherSite : null;
  if (from === null) return CSRF_REFUSALS.noSite;
  if (!input.cookieToken || !input.headerToken || input.cookieToken !== input.headerToken)
    return CSRF_REFUSALS.noToken;
  return null;
}

/**
 * Why a form posted to a page (a page's action, for browsers without JavaScript; ADR 038) must be
 * refused, or null: it must say it came from this site, by its Origin or else its Referer. The
 * action then sends the change to the API with the session's own token.
 */
export function pageFormRefusal(input: Pick<CsrfInput, 'origin' | 'referer' | 'ownOrigins'>): string | null {
  const from = originOf(input.origin) ?? originOf(input.referer);
  if (from === null) return CSRF_REFUSALS.noSite;
  return input.ownOrigins.includes(from) ? null : CSRF_REFUSALS.otherSite;
}
