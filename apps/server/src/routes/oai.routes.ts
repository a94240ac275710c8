import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { siteUrlOf } from '../http/site-address.ts';
import { harvestSettings } from '../services/oai/harvest-settings.ts';
import type { OaiArguments } from '../services/oai/oai-arguments.ts';
import { oaiAnswer } from '../services/oai/oai.service.ts';

/**
 * /oai: OAI-PMH 2.0 by GET (arguments in the query) and POST (in a form body), open to every
 * harvester and waiting its turn in the load queue like a page (ADR 052). Protocol errors are
 * answered 200 with an `<error>`, as the protocol requires.
 */
export function oaiRoutes(deps: AppDeps, secret: string): FastifyPluginAsync {
  const settings = harvestSettings(deps.config.harvest);
  const send = async (request: FastifyRequest, reply: FastifyReply, args: OaiArguments) => {
    const xml = await oaiAnswer(deps, args, { secret, settings, siteUrl: siteUrlOf(request, deps.config) });
    return reply.type('text/xml; charset=utf-8').header('cache-control', 'no-store').send(xml);
  };
  return async (app) => {
    // OAI-PMH's POST carries the arguments as a form; only this route reads that body.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, body),
    );
    const options = { schema: { hide: true }, config: { queued: 'page' as const } };
    app.get('/oai', options, (request, reply) => send(request, reply, request.query as OaiArguments));
    app.post('/oai', options, (request, reply) => {
      const form = typeof request.body === 'string' ? request.body : '';
      // No prototype: a field named __proto__ or constructor is an argument like any other.
      const args = Object.create(null) as Record<string, string[] | undefined>;
      for (const [name, value] of new URLSearchParams(form)) (args[name] ??= []).push(value);
      return send(request, reply, args);
    });
  };
}
