import { MESSAGES, apiTransport } from '@trove/contracts';

/** On the server (SSR and data requests) the API lives at API_ORIGIN; in the browser on the same origin. */
export function apiUrl(path: string): string {
  if (typeof window === 'undefined') {
    const origin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';
    return `${origin}/api${path}`;
  }
  return `/api${path}`;
}

/** How long a server-side call to an API elsewhere (API_ORIGIN) may take, when API_TIMEOUT_MS does not say. */
const DEFAULT_API_TIMEOUT_MS = 10_000;

function apiTimeoutMs(): number {
  const configured = Number(process.env.API_TIMEOUT_MS);
  return Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_API_TIMEOUT_MS;
}

/** Seconds a visitor is asked to wait before trying a busy page again. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Thrown when the API did not answer in time: every loader then answers 503 with the error
 * boundary's busy message, whatever it does with the API's own failures.
 */
function serviceBusy(): never {
  throw new Response(MESSAGES.serviceBusy, {
    status: 503,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': String(RETRY_AFTER_SECONDS) },
  });
}

export interface ApiFetchInit {
  headers: Record<string, string>;
  /** GET unless a page's form action sends a change on the server (action-api.server.ts). */
  method?: string;
  /** JSON text, or the bytes of a multipart upload (ADR 040). */
  body?: string | Uint8Array<ArrayBuffer>;
  signal?: AbortSignal;
  redirect?: RequestRedirect;
}

/**
 * A call of an API path (a GET unless `init.method` says otherwise). In the browser it goes to the same origin. On the server it goes through
 * the server's in-process transport (ADR 025) when the server installed one; otherwise over HTTP
 * to API_ORIGIN, and the whole exchange must end within API_TIMEOUT_MS: a call that takes longer
 * throws a 503 (the service is busy) instead of holding the page.
 */
export async function apiFetch(path: string, init: ApiFetchInit): Promise<Response> {
  if (typeof window !== 'undefined') return fetch(apiUrl(path), init);
  const transport = apiTransport();
  if (transport)
    return transport(`/api${path}`, {
      headers: init.headers,
      ...(init.method ? { method: init.method } : {}),
      ...(init.body === undefined ? {} : { body: init.body }),
    });
  const timeout = AbortSignal.timeout(apiTimeoutMs());
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  try {
    const response = await fetch(apiUrl(path), { ...init, signal });
    // Read within the time limit too: a body that trickles in would hold the page just the same.
    const body = await response.arrayBuffer();
    const empty = body.byteLength === 0 && [204, 304].includes(response.status);
    return new Response(empty ? null : body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  } catch (error) {
    if (timeout.aborted) serviceBusy();
    throw error;
  }
}

/** The visitor's cookie header of a loader's request, for the API calls made on their behalf on the server. */
export function cookieOf(request: Request): string | null {
  return request.headers.get('cookie');
}
