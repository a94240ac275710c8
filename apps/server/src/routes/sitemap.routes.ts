import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { siteUrlOf } from '../http/site-address.ts';
import { harvestSettings } from '../services/oai/harvest-settings.ts';
import { childSitemap, robotsTxt, sitemapIndex } from '../services/sitemap.service.ts';

/**
 * /robots.txt, /sitemap.xml and its child sitemaps (ADR 052), at this site's address. They wait
 * in the load queue like pages: a crawler reading every child sitemap is a crowd of its own.
 */
export function sitemapRoutes(deps: AppDeps): FastifyPluginAsync {
  const { sitemapSize } = harvestSettings(deps.config.harvest);
  return async (app) => {
    const queued = { schema: { hide: true }, config: { queued: 'page' as const } };
    app.get('/robots.txt', { schema: { hide: true } }, (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robotsTxt(siteUrlOf(request, deps.config))),
    );
    app.get('/sitemap.xml', queued, async (request, reply) => {
      const xml = await sitemapIndex(deps, siteUrlOf(request, deps.config), sitemapSize);
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(xml);
    });
    app.get<{ Params: { name: string } }>('/sitemaps/:name', queued, async (request, reply) => {
      const parts = await childSitemap(
        deps,
        siteUrlOf(request, deps.config),
        request.params.name,
        sitemapSize,
      );
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(Readable.from(parts));
    });
  };
}
