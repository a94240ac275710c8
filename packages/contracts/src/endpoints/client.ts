import type { z } from 'zod';
import { ApiErrorSchema } from '../api/errors.ts';
import { type Endpoint, type EndpointTable, type Method, pathParameters } from './endpoint.ts';

/** The outcome of one API call: the validated answer, or why there is none. */
export type ApiResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      /** The HTTP status; 0 when the call never reached the API, 502 when its answer broke the contract. */
      status: number;
      message: string;
      kind: 'http' | 'network' | 'contract';
      /** The error body's details, when the API gave any (a data manager's deletion details on 410). */
      details?: unknown;
    };

/** One request as the client hands it to its sender: the path is under /api and carries the query. */
export interface ApiRequest {
  method: Method;
  path: string;
  body?: unknown;
  signal?: AbortSignal;
  /** The visitor's Cookie header, for a server-side call made on their behalf. */
  cookie?: string | null;
}

/**
 * Sends a request and answers as fetch answers. Each caller supplies its own (the web app's
 * in-process or HTTP transport with CSRF headers, a test's or benchmark's base URL); it may throw
 * a Response to end the caller's work with that answer (the web's 503 when the API is too slow).
 */
export type ApiSender = (request: ApiRequest) => Promise<Response>;

export interface CallOptions {
  signal?: AbortSignal;
  cookie?: string | null;
}

type Empty = Record<never, never>;
type PathInput<E extends Endpoint> = E['params'] extends z.ZodType
  ? { [K in keyof z.input<E['params']>]: string | number }
  : Empty;
type QueryInput<E extends Endpoint> = E['query'] extends z.ZodType ? z.input<E['query']> : Empty;
type BodyInput<E extends Endpoint> = E['body'] extends z.ZodType ? { body: z.input<E['body']> } : Empty;

/** What a call takes: its path parameters and query fields by name, and its body as `body`. */
export type CallInput<E extends Endpoint> = PathInput<E> & QueryInput<E> & BodyInput<E>;

export type CallOf<E extends Endpoint> = (
  ...args: Empty extends CallInput<E>
    ? [input?: CallInput<E>, options?: CallOptions]
    : [input: CallInput<E>, options?: CallOptions]
) => Promise<ApiResult<z.output<E['response']>>>;

export type ApiClient<T extends EndpointTable> = {
  [G in keyof T]: { [N in keyof T[G]]: CallOf<T[G][N]> };
};

type QueryValue = string | number | boolean | null | undefined;

/** The address of a call: its parameters put into the path, the other fields as the query string. */
export function addressOf(endpoint: Endpoint, input: Record<string, unknown> = {}): string {
  const inPath = new Set(pathParameters(endpoint.path));
  const path = endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) =>
    encodeURIComponent(String(input[name] ?? '')),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(input)) {
    if (name === 'body' || inPath.has(name)) continue;
    const values: QueryValue[] = Array.isArray(value) ? (value as QueryValue[]) : [value as QueryValue];
    for (const v of values) if (v !== undefined && v !== null && v !== '') search.append(name, String(v));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** A call's address as a browser or a load tool asks for it: under /api. */
export function apiPathOf(endpoint: Endpoint, input: Record<string, unknown> = {}): string {
  return `/api${addressOf(endpoint, input)}`;
}

export interface HttpSenderOptions {
  /** Sent with every call (an Origin, cookies, a CSRF token). */
  headers?: Record<string, string>;
  /** Sees each answer before the client reads it, e.g. to keep a cookie it sets. */
  onAnswer?: (response: Response) => void;
}

/** Sends calls over HTTP to the portal at `baseUrl`, as a test or a benchmark calls it. */
export function httpSender(baseUrl: string, options: HttpSenderOptions = {}): ApiSender {
  return async (request) => {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}/api${request.path}`, {
      method: request.method,
      headers,
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      ...(request.signal ? { signal: request.signal } : {}),
    });
    options.onAnswer?.(response);
    return response;
  };
}

/** Reads an answer against its contract: the one copy of the client's error handling. */
export async function readAnswer<S extends z.ZodType>(
  response: Response,
  schema: S,
  path: string,
): Promise<ApiResult<z.output<S>>> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = ApiErrorSchema.safeParse(body);
    const message = parsed.success
      ? parsed.data.message
      : typeof body === 'string'
        ? body
        : response.statusText;
    const details = parsed.success ? parsed.data.details : undefined;
    return {
      ok: false,
      status: response.status,
      kind: 'http',
      message,
      ...(details === undefined ? {} : { details }),
    };
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    return {
      ok: false,
      status: 502,
      kind: 'contract',
      message: `The server's answer to ${path.split('?')[0] ?? path} did not match the expected shape.`,
    };
  return { ok: true, data: parsed.data };
}

/** Calls one endpoint through a sender. A thrown Response (the caller's own verdict) goes on up. */
export async function callEndpoint<E extends Endpoint>(
  send: ApiSender,
  endpoint: E,
  input: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<ApiResult<z.output<E['response']>>> {
  const path = addressOf(endpoint, input);
  let response: Response;
  try {
    response = await send({
      method: endpoint.method,
      path,
      ...(endpoint.body && 'body' in input ? { body: input.body } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    return {
      ok: false,
      status: 0,
      kind: 'network',
      message: error instanceof Error ? error.message : String(error),
    };
  }
  return readAnswer(response, endpoint.response as E['response'], path);
}

/** The typed client of a table: `createApiClient(ENDPOINTS, send).tags.remove({ id })`. */
export function createApiClient<T extends EndpointTable>(table: T, send: ApiSender): ApiClient<T> {
  const client: Record<string, Record<string, unknown>> = {};
  for (const [group, endpoints] of Object.entries(table)) {
    const calls: Record<string, unknown> = {};
    for (const [name, endpoint] of Object.entries(endpoints))
      calls[name] = (input?: Record<string, unknown>, options?: CallOptions) =>
        callEndpoint(send, endpoint, input, options);
    client[group] = calls;
  }
  return client as ApiClient<T>;
}
