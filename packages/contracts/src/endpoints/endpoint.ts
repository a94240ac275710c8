import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The statuses a call may answer other than 200; each carries the API's error body (ApiErrorSchema). */
export type ErrorStatus = 301 | 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 500 | 503;

/**
 * One API call, defined once (ADR 027): the server registers its route from it (validation and
 * the OpenAPI document follow), and the typed client (client.ts) calls it. `path` is under /api
 * and names its parameters as `:name`; `params` validates them.
 */
export interface Endpoint {
  method: Method;
  path: string;
  /** The OpenAPI group and one-line description. */
  group: string;
  summary: string;
  /** A longer OpenAPI description (the parameters a call reads, what it answers). */
  description?: string;
  /** Left out of the OpenAPI document (the portal's own images). */
  hidden?: true;
  /**
   * The media type of a 200 answer that is not JSON (a CSV file): it is sent as it is, so the
   * OpenAPI entry names the type and documents only the errors, and `response` is not checked.
   */
  produces?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The 200 answer. */
  response: z.ZodType;
  /**
   * The 200 answer is a file sent as it is (an image, a TopoJSON document): neither serialised by
   * the server nor described in the OpenAPI document; `response` is what a client reads from it.
   */
  file?: true;
  errors: readonly ErrorStatus[];
  /**
   * The body of an error status that says more than the API's error body, by status (a separated
   * version's 301 names the work it lives in now); the others carry ApiErrorSchema.
   */
  errorBodies?: Partial<Record<ErrorStatus, z.ZodType>>;
}

/** Declares an endpoint, keeping its exact type (schemas and all) for the server and the client. */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

/** A table of endpoints grouped by aggregate: `ENDPOINTS.tags.remove`. */
export type EndpointTable = Record<string, Record<string, Endpoint>>;

/** The names of a path's `:name` parameters, in order. */
export function pathParameters(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] ?? '');
}
