import { ApiErrorSchema, type Endpoint } from '@trove/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: the call's parameters, query and body, each already validated. */
export interface EndpointInput<E extends Endpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The 200 answer, or the reply itself when the handler has already sent something else. */
export type EndpointAnswer<E extends Endpoint> = z.input<E['response']> | FastifyReply;

export type EndpointHandler<E extends Endpoint> = (
  input: EndpointInput<E>,
) => EndpointAnswer<E> | Promise<EndpointAnswer<E>>;

/** The Fastify schema of an endpoint: validation, response serialisation and its OpenAPI entry. */
export function routeSchema(endpoint: Endpoint): NonNullable<RouteOptions['schema']> {
  const errors = Object.fromEntries(
    endpoint.errors.map((status) => [status, endpoint.errorBodies?.[status] ?? ApiErrorSchema]),
  );
  const response = endpoint.file || endpoint.produces ? errors : { 200: endpoint.response, ...errors };
  return {
    ...(endpoint.hidden ? { hide: true } : { tags: [endpoint.group], summary: endpoint.summary }),
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(endpoint.produces ? { produces: [endpoint.produces] } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(Object.keys(response).length > 0 ? { response } : {}),
  };
}

/**
 * Registers an endpoint of the table (packages/contracts, ADR 027) as a route of `app` (the /api
 * plugin), with the handler that answers it. The route's address, validation and documentation
 * all come from the definition, so the server and the client cannot disagree on them.
 */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: Pick<RouteOptions, 'config'> = {},
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: routeSchema(endpoint),
    ...options,
    handler: (request, reply) =>
      handler({
        params: request.params as Parsed<E['params']>,
        query: request.query as Parsed<E['query']>,
        body: request.body as Parsed<E['body']>,
        request,
        reply,
      }),
  });
}
