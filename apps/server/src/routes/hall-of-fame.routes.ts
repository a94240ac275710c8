import { CACHE_SECONDS, ENDPOINTS } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../deps.ts';
import { serve } from '../http/serve-endpoint.ts';
import { callerOf } from '../http/viewer.ts';
import { correctionStats, hallOfFameTotals, statsPeriods } from '../services/hall-of-fame.service.ts';
import { recentCorrections } from '../services/recent-corrections.service.ts';

/**
 * Recognition of text correction (ADR 047): the hall of fame calls (spec 03 §7 /hallOfFame/*) and
 * a reader's recent corrections on their profile.
 */
export function hallOfFameRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const calls = ENDPOINTS.hallOfFame;
    // The reader's own row and whether a private reader is named depend on who asks.
    serve(app, calls.correctionStats, ({ request, query, reply }) => {
      reply.header('cache-control', 'private, no-store');
      return correctionStats(deps, callerOf(request), query);
    });
    serve(app, calls.statsPeriods, () => statsPeriods(), { config: { cacheSeconds: CACHE_SECONDS.landing } });
    serve(app, calls.totalCorrections, async ({ query }) => ({
      total: (await hallOfFameTotals(deps, query)).lines,
    }));
    serve(app, calls.totalCorrectors, async ({ query }) => ({
      total: (await hallOfFameTotals(deps, query)).correctors,
    }));
  };
}

/** GET /profile/user/{username}/recentCorrections: the profile's Text corrections tab. */
export function recentCorrectionRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // The answer depends on who asks (a private profile shows to its owner only).
    serve(app, ENDPOINTS.corrections.recent, ({ request, params, query, reply }) => {
      reply.header('cache-control', 'private, no-store');
      return recentCorrections(deps, callerOf(request), params.username, query);
    });
  };
}
