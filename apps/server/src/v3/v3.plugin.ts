import fastifySwagger from '@fastify/swagger';
import { type RawQuery, type V3Encoding, isIdText, requestedEncoding } from '@trove/contracts';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
} from 'fastify';
import type { AppDeps } from '../deps.ts';
import { notFound, recordNotFound } from '../domain/errors.ts';
import { answerOf, knownFailure } from '../http/error-handler.ts';
import { atSite } from '../http/site-address.ts';
import { getArticle, getList, getOne, type RecordOptions } from '../services/v3/records.service.ts';
import { v3Result } from '../services/v3/result.service.ts';
import { getContributor, getTitle, listContributors, listTitles } from '../services/v3/titles.service.ts';
import type { V3Object } from '../services/v3/v3-value.ts';
import { CONTENT_TYPES, encode, errorBody } from './encode.ts';
import { type V3Examples, readExamples, v3Schemas, withExamples } from './v3-schemas.ts';
import { docsPage, docsInitializer } from './v3-docs-page.ts';
import { parseV3RecordQuery } from './record-query.ts';

/**
 * /v3: the public API compatible with Trove API v3 (issue 18 §1, ADR 051), one encapsulated plugin
 * with its own error rendering (v3's error shape, in the encoding asked for), open CORS for GET and
 * its own OpenAPI document at /v3/docs. The gate given in `gate` (ADR 050) guards the calls, and a
 * domain error it throws (403, 429) is answered in v3's shape and encoding too.
 */

export interface V3PluginOptions {
  /**
   * Installs hooks on the scope of the calls (not the CORS preflight, not /v3/docs): the API-key
   * gate, `gate: (api) => installApiKeyGate(api, deps, { addressSecret })` (ADR 050).
   */
  gate?: (api: FastifyInstance) => void;
  /** Hooks run before every call, after the gate. */
  onRequest?: readonly onRequestHookHandler[];
}

const ARTICLE_PATHS = ['newspaper', 'gazette', 'magazine'] as const;

const queryOf = (request: FastifyRequest): RawQuery => (request.query ?? {}) as RawQuery;

function send(reply: FastifyReply, body: V3Object, encoding: V3Encoding): FastifyReply {
  return reply.type(CONTENT_TYPES[encoding]).send(encode(body, encoding));
}

function idOf(raw: string, record: string): number {
  if (!isIdText(raw)) throw recordNotFound(record, raw);
  return Number(raw);
}

/** Any failure as v3 answers it; the status from the one table of domain failures. */
function renderError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const encoding = requestedEncoding(queryOf(request));
  let status = 500;
  let description = 'The request could not be answered. Try again later.';
  const known = knownFailure(error);
  if (known) {
    status = answerOf(known).status;
    description = known.message;
  } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    status = error.statusCode;
    description = error.message;
  }
  if (status >= 500) request.log.error({ err: error }, 'v3 request failed');
  // A moved record (301) is not a v3 answer: v3 has no redirects, so it is the record not found.
  if (status < 400) status = 404;
  return reply
    .code(status)
    .type(CONTENT_TYPES[encoding])
    .send(errorBody(status, description, encoding));
}

export function v3Routes(deps: AppDeps, options: V3PluginOptions = {}) {
  return async function v3(app: FastifyInstance): Promise<void> {
    // CORS open for GET: any site's script may read the answers (v3 dropped JSONP for CORS).
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('access-control-allow-origin', '*');
      reply.header('access-control-expose-headers', 'Retry-After, Deprecation, Sunset, Link');
    });
    app.setErrorHandler(renderError);
    const noCall = (request: FastifyRequest) =>
      notFound(`There is no API call ${request.method} ${request.url.split('?')[0] ?? ''}`);
    app.setNotFoundHandler((request) => {
      throw noCall(request);
    });
    // The schemas document the calls (and give the probes their parameters); the handlers read
    // the raw query themselves, so that v3's errors, not a schema's, answer a bad parameter.
    app.setValidatorCompiler(() => (value) => ({ value }));

    await app.register(fastifySwagger, {
      decorator: 'v3Swagger',
      openapi: {
        info: {
          title: `${deps.config.productName} API v3`,
          version: '3.0.0',
          description:
            'Compatible with Trove API v3: programs written for it work here with only the base address changed. Send your API key (from the Developers tab of your profile) in the X-API-KEY header, or as the key parameter; Authorize below sends it with each Try it out.',
        },
        servers: [{ url: deps.config.allowedHosts ? '/' : deps.config.publicUrl }],
        // The key field of Swagger UI's Authorize, sent with every call tried from the page.
        components: {
          securitySchemes: {
            apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-KEY' },
            apiKeyQuery: { type: 'apiKey', in: 'query', name: 'key' },
          },
        },
        security: [{ apiKeyHeader: [] }, { apiKeyQuery: [] }],
      },
      // The routes are hidden from /api/docs (their schemas say hide); this document shows them.
      transform: ({ schema, url }) => ({
        schema: { ...withExamples(schema as Record<string, unknown>, url, examples.current), hide: false },
        url,
      }),
    });

    // Read when the document is first asked for, so the examples are records the collection holds.
    const examples: { current: V3Examples | null } = { current: null };
    const schemas = v3Schemas();
    const urlsOf = (request: FastifyRequest) => {
      const siteUrl = atSite(deps, request).config.publicUrl;
      return { apiUrl: `${siteUrl}/v3`, siteUrl };
    };
    const recordOptions = (request: FastifyRequest): { options: RecordOptions; encoding: V3Encoding } => {
      const { reclevel, include, encoding } = parseV3RecordQuery(queryOf(request));
      return { options: { ...urlsOf(request), reclevel, include }, encoding };
    };

    app.options('/*', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .code(204)
        .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
        .header('access-control-allow-headers', 'X-API-KEY, Content-Type, Accept')
        .header('access-control-max-age', '86400')
        .send(),
    );

    // Before the web app's pages: any other /v3 address is v3's 404, not a page.
    app.get('/*', { schema: { hide: true } }, async (request) => {
      throw noCall(request);
    });

    // The calls themselves, in a scope of their own: the gate guards them, not the preflight or the docs.
    await app.register(async (api) => {
      options.gate?.(api);
      for (const hook of options.onRequest ?? []) api.addHook('onRequest', hook);
      api.get('/result', { schema: schemas.result }, async (request, reply) => {
        const encoding = requestedEncoding(queryOf(request));
        return send(reply, await v3Result(deps, queryOf(request), urlsOf(request)), encoding);
      });

      for (const path of ARTICLE_PATHS) {
        api.get(`/${path}/titles`, { schema: schemas.titles(path) }, async (request, reply) => {
          const encoding = requestedEncoding(queryOf(request));
          return send(reply, await listTitles(deps, path, queryOf(request), urlsOf(request)), encoding);
        });
        api.get<{ Params: { id: string } }>(
          `/${path}/title/:id`,
          { schema: schemas.title(path) },
          async (request, reply) => {
            const encoding = requestedEncoding(queryOf(request));
            const id = idOf(request.params.id, 'title');
            return send(reply, await getTitle(deps, path, id, queryOf(request), urlsOf(request)), encoding);
          },
        );
        api.get<{ Params: { id: string } }>(
          `/${path}/:id`,
          { schema: schemas.article(path) },
          async (request, reply) => {
            const { options: o, encoding } = recordOptions(request);
            return send(reply, await getArticle(deps, path, idOf(request.params.id, 'article'), o), encoding);
          },
        );
      }

      api.get<{ Params: { id: string } }>('/work/:id', { schema: schemas.work }, async (request, reply) => {
        const { options: o, encoding } = recordOptions(request);
        return send(reply, await getOne(deps, 'work', idOf(request.params.id, 'work'), o), encoding);
      });
      api.get<{ Params: { id: string } }>(
        '/people/:id',
        { schema: schemas.people },
        async (request, reply) => {
          const { options: o, encoding } = recordOptions(request);
          return send(reply, await getOne(deps, 'people', idOf(request.params.id, 'person'), o), encoding);
        },
      );
      api.get<{ Params: { id: string } }>('/list/:id', { schema: schemas.list }, async (request, reply) => {
        const { options: o, encoding } = recordOptions(request);
        return send(reply, await getList(deps, idOf(request.params.id, 'list'), o), encoding);
      });
      api.get('/contributor', { schema: schemas.contributors }, async (request, reply) => {
        const encoding = requestedEncoding(queryOf(request));
        return send(reply, await listContributors(deps, queryOf(request), urlsOf(request)), encoding);
      });
      api.get<{ Params: { nuc: string } }>(
        '/contributor/:nuc',
        { schema: schemas.contributor },
        async (request, reply) => {
          const encoding = requestedEncoding(queryOf(request));
          if (!/^[A-Za-z0-9:_-]{1,32}$/.test(request.params.nuc))
            throw recordNotFound('contributor', request.params.nuc);
          return send(
            reply,
            await getContributor(deps, request.params.nuc, queryOf(request), urlsOf(request)),
            encoding,
          );
        },
      );
    });

    // The OpenAPI document of /v3 and the Swagger UI page over it (its scripts are /api/docs's).
    app.get('/docs/json', { schema: { hide: true } }, async (_request, reply) => {
      examples.current ??= await readExamples(deps.store);
      const document = (app as unknown as { v3Swagger: () => unknown }).v3Swagger();
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(document));
    });
    app.get('/docs/initializer.js', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').send(docsInitializer()),
    );
    app.get('/docs', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(docsPage(deps.config.productName)),
    );
  };
}
