/**
 * The client-state cookie (spec 01 §3 "Client state kept"): what the visitor decided about the
 * cultural advice. It is a cookie rather than localStorage so the server renders the right page.
 */
export const CLIENT_STATE_COOKIE = 'trove_client_state';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface ClientState {
  /** The primary cultural advice has been dismissed (by either button, Esc or the backdrop). */
  primaryWarningDisplayed: boolean;
  /** Whether culturally sensitive content stays behind advice and blurred thumbnails. */
  showCulturalWarnings: boolean;
  /** The search screen opens in advanced mode (the visitor left it open last time). */
  startAdvancedOpen?: boolean;
}

export const DEFAULT_CLIENT_STATE: ClientState = {
  primaryWarningDisplayed: false,
  showCulturalWarnings: true,
};

/** Reads the state from a Cookie header (or document.cookie); anything unreadable gives the defaults. */
export function parseClientState(cookieHeader: string | null | undefined): ClientState {
  if (!cookieHeader) return DEFAULT_CLIENT_STATE;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== CLIENT_STATE_COOKIE) continue;
    try {
      const value: unknown = JSON.parse(decodeURIComponent(rest.join('=')));
      if (typeof value !== 'object' || value === null) return DEFAULT_CLIENT_STATE;
      const record = value as Record<string, unknown>;
      return {
        primaryWarningDisplayed: record.primaryWarningDisplayed === true,
        showCulturalWarnings: record.showCulturalWarnings !== false,
        ...(record.startAdvancedOpen === true ? { startAdvancedOpen: true } : {}),
      };
    } catch {
      return DEFAULT_CLIENT_STATE;
    }
  }
  return DEFAULT_CLIENT_STATE;
}

export function serialiseClientState(state: ClientState): string {
  const value = encodeURIComponent(JSON.stringify(state));
  return `${CLIENT_STATE_COOKIE}=${value}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
