import type { z } from 'zod';
import { ApiErrorSchema } from '@trove/contracts';

/** The outcome of one API call: the validated body, or why there is none. */
export type ApiResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      status: number;
      message: string;
      kind: 'http' | 'network' | 'contract';
      /** The error body's details, when the API gave any (a data manager's deletion details on 410). */
      details?: unknown;
    };

/** On the server (SSR and data requests) the API lives at API_ORIGIN; in the browser on the same origin. */
export function apiUrl(path: string): string {
  if (typeof window === 'undefined') {
    const origin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';
    return `${origin}/api${path}`;
  }
  return `/api${path}`;
}

/** Builds a query string, leaving out empty values. */
export function query(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * GETs an API path and validates the answer against its contract schema, so a mismatch
 * becomes an error the page can show rather than a crash further down.
 */
export async function apiGet<S extends z.ZodType>(
  path: string,
  schema: S,
  init?: { signal?: AbortSignal; cookie?: string | null },
): Promise<ApiResult<z.infer<S>>> {
  let response: Response;
  // On the server, the visitor's cookie goes along so the API knows who is asking (ADR 014);
  // in the browser, the browser sends it itself.
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init?.cookie && typeof window === 'undefined') headers.cookie = init.cookie;
  try {
    response = await fetch(apiUrl(path), { headers, signal: init?.signal });
  } catch (error) {
    return {
      ok: false,
      status: 0,
      kind: 'network',
      message: error instanceof Error ? error.message : String(error),
    };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
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
  if (!parsed.success) {
    return {
      ok: false,
      status: 502,
      kind: 'contract',
      message: `The server's answer to ${path.split('?')[0] ?? path} did not match the expected shape.`,
    };
  }
  return { ok: true, data: parsed.data };
}

/** The visitor's cookie header of a loader's request, to pass to apiGet on the server. */
export function cookieOf(request: Request): string | null {
  return request.headers.get('cookie');
}
