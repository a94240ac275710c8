/**
 * The client-state cookies (spec 01 §3 "Client state kept"): what the visitor decided about the
 * cultural advice. Cookies rather than storage so the server renders the right page. Choices the
 * spec keeps for the session (02 §2 Cultural sensitivity) live in a session cookie, which the
 * browser forgets when the session ends.
 */
export const CLIENT_STATE_COOKIE = 'trove_client_state';
export const SESSION_STATE_COOKIE = 'trove_session_state';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface ClientState {
  /** The primary cultural advice has been dismissed (by either button, Esc or the backdrop). */
  primaryWarningDisplayed: boolean;
  /** Whether culturally sensitive content stays behind advice and blurred thumbnails. */
  showCulturalWarnings: boolean;
  /** The search screen opens in advanced mode (the visitor left it open last time). */
  startAdvancedOpen?: boolean;
  /** Session: culturally sensitive images are shown everywhere, unblurred. */
  showSensitiveImages?: boolean;
  /** Session: the cultural advice on record pages has been dismissed. */
  adviceDismissed?: boolean;
}

const SESSION_KEYS = ['showSensitiveImages', 'adviceDismissed'] as const;

export const DEFAULT_CLIENT_STATE: ClientState = {
  primaryWarningDisplayed: false,
  showCulturalWarnings: true,
};

function readCookie(cookieHeader: string, name: string): Record<string, unknown> | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      const value: unknown = JSON.parse(decodeURIComponent(rest.join('=')));
      return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** Reads the state from a Cookie header (or document.cookie); anything unreadable gives the defaults. */
export function parseClientState(cookieHeader: string | null | undefined): ClientState {
  if (!cookieHeader) return DEFAULT_CLIENT_STATE;
  const record = readCookie(cookieHeader, CLIENT_STATE_COOKIE);
  const session = readCookie(cookieHeader, SESSION_STATE_COOKIE) ?? {};
  const state: ClientState = record
    ? {
        primaryWarningDisplayed: record.primaryWarningDisplayed === true,
        showCulturalWarnings: record.showCulturalWarnings !== false,
        ...(record.startAdvancedOpen === true ? { startAdvancedOpen: true } : {}),
      }
    : DEFAULT_CLIENT_STATE;
  const chosen = SESSION_KEYS.filter((key) => session[key] === true);
  return chosen.length === 0 ? state : { ...state, ...Object.fromEntries(chosen.map((k) => [k, true])) };
}

/** The lasting cookie: everything but the session's choices. */
export function serialiseClientState(state: ClientState): string {
  const lasting = Object.fromEntries(
    Object.entries(state).filter(([key]) => !(SESSION_KEYS as readonly string[]).includes(key)),
  );
  const value = encodeURIComponent(JSON.stringify(lasting));
  return `${CLIENT_STATE_COOKIE}=${value}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** The session cookie: no Max-Age, so it ends with the browser session. */
export function serialiseSessionState(state: ClientState): string {
  const session = Object.fromEntries(SESSION_KEYS.map((key) => [key, state[key] === true]));
  return `${SESSION_STATE_COOKIE}=${encodeURIComponent(JSON.stringify(session))}; Path=/; SameSite=Lax`;
}

/**
 * Whether a culturally sensitive image is blurred: while warnings are on (spec 01 §2.3), until the
 * visitor shows such images everywhere for the session, on this page, or this one image.
 */
export function isBlurred(
  state: ClientState,
  shown: { onThisPage: boolean; thisImage: boolean },
  sensitive: boolean,
): boolean {
  if (!sensitive || !state.showCulturalWarnings || state.showSensitiveImages) return false;
  return !shown.onThisPage && !shown.thisImage;
}
