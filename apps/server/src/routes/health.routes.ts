import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';

const Health = z.object({
  status: z.enum(['ok', 'starting']),
  search: z.object({ ready: z.boolean(), documents: z.number() }),
});

/** 200 once searches can be answered, 503 before: what a load balancer or orchestrator waits for. */
export function healthRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/healthz',
      { schema: { hide: true, response: { 200: Health, 503: Health } }, config: {} },
      async (_request, reply) => {
        const status = deps.search.current?.status();
        const ready = status?.ready === true;
        reply.header('cache-control', 'no-store');
        return reply.code(ready ? 200 : 503).send({
          status: ready ? 'ok' : 'starting',
          search: { ready, documents: status?.documents ?? 0 },
        });
      },
    );
  };
}
