/**
 * How the web app's server-side rendering reaches the API in the same process (ADR 025): the
 * server registers a transport under this key on globalThis, and the web app's API client sends
 * its calls through it instead of over HTTP. A global symbol, not a module variable, because the
 * web app's server build bundles its own copy of this package.
 */
export const API_TRANSPORT_KEY = Symbol.for('trove.api-transport');

/**
 * A call of an API path (`/api/...` with its query), answered as fetch would answer it: a GET by
 * default; a page's form action sends its change with a method and a JSON body (ADR 038), or an
 * uploaded file as multipart bytes (ADR 040).
 */
export type ApiTransport = (
  path: string,
  init: { headers: Record<string, string>; method?: string; body?: string | Uint8Array<ArrayBuffer> },
) => Promise<Response>;

type WithTransport = typeof globalThis & { [API_TRANSPORT_KEY]?: ApiTransport };

/** Installs (or, with undefined, removes) the in-process transport. */
export function setApiTransport(transport: ApiTransport | undefined): void {
  if (transport) (globalThis as WithTransport)[API_TRANSPORT_KEY] = transport;
  else delete (globalThis as WithTransport)[API_TRANSPORT_KEY];
}

/** The in-process transport, when the server installed one. */
export function apiTransport(): ApiTransport | undefined {
  return (globalThis as WithTransport)[API_TRANSPORT_KEY];
}
