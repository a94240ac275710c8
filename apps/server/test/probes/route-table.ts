import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import type { JsonSchema } from './json-schema-arbitrary.ts';

/** One method of one route the server registered, with the input schemas it validates against. */
export interface ProbedRoute {
  method: string;
  /** Fastify's pattern: /api/work/:id, /auth/*. */
  url: string;
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
}

/** Methods that carry a body. */
export const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'QUERY']);

/**
 * Collects the routes as Fastify registers them (buildApp's onRoute), so a route added later is
 * probed without anyone listing it. The zod schemas are read as JSON Schema of their input.
 */
export function routeRecorder(): { onRoute: (route: RouteOptions) => void; routes: () => ProbedRoute[] } {
  const seen = new Map<string, ProbedRoute>();
  return {
    onRoute(route) {
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      const inputs = {
        params: asJsonSchema(schema.params),
        querystring: asJsonSchema(schema.querystring),
        body: asJsonSchema(schema.body),
      };
      for (const method of [route.method].flat()) {
        const key = `${method} ${route.url}`;
        if (!seen.has(key)) seen.set(key, { method, url: route.url, ...withoutUndefined(inputs) });
      }
    },
    routes: () =>
      [...seen.values()].sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`)),
  };
}

function asJsonSchema(schema: unknown): JsonSchema | undefined {
  if (schema === undefined || schema === null) return undefined;
  if (schema instanceof z.ZodType)
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return schema as JsonSchema;
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The path parameters a pattern names, in order; a trailing * is named '*', as Fastify names it. */
export function pathParameters(url: string): string[] {
  return url
    .split('/')
    .filter((segment) => segment.startsWith(':') || segment === '*')
    .map((segment) => (segment === '*' ? '*' : segment.slice(1).replace(/\?$/, '')));
}
