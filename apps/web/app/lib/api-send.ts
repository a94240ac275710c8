import type { z } from 'zod';
import { ApiErrorSchema } from '@trove/contracts';
import type { ApiResult } from './api.ts';
import { csrfHeaders } from './csrf.ts';

/**
 * Every state-changing call the browser makes (POST, PUT, DELETE) goes through here: it carries the
 * CSRF token of a signed-in session (ADR 014) and, same-origin, the session and human-check cookies.
 */
export async function apiSend<S extends z.ZodType>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  schema: S,
  body?: unknown,
): Promise<ApiResult<z.infer<S>>> {
  const headers: Record<string, string> = { accept: 'application/json', ...csrfHeaders() };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    return {
      ok: false,
      status: 0,
      kind: 'network',
      message: error instanceof Error ? error.message : String(error),
    };
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = ApiErrorSchema.safeParse(answer);
    return {
      ok: false,
      status: response.status,
      kind: 'http',
      message: parsed.success ? parsed.data.message : response.statusText,
    };
  }
  const parsed = schema.safeParse(answer);
  if (!parsed.success)
    return {
      ok: false,
      status: 502,
      kind: 'contract',
      message: `The server's answer to ${path} was not understood.`,
    };
  return { ok: true, data: parsed.data };
}
