import { data } from 'react-router';
import { CACHE_SECONDS, type LandingPage } from '@trove/contracts';
import type { ApiResult } from '@trove/contracts';
import { api } from '../../lib/api-client.ts';
import { cached } from '../../lib/cache.server.ts';
import { pageStatus } from '../../lib/page-status.ts';

export type LandingResult =
  { page: LandingPage; error: null } | { page: null; error: { status: number; message: string } };

/** A landing page's answer; a 404 or a failure becomes a state the page shows, with its status. */
async function landingAnswer(cacheKey: string, load: () => Promise<ApiResult<LandingPage>>) {
  const result = await cached<LandingPage>(`landing:${cacheKey}`, CACHE_SECONDS.landing, load);
  const body: LandingResult = result.ok
    ? { page: result.data, error: null }
    : { page: null, error: { status: pageStatus(result), message: result.message } };
  return data(body, body.error ? { status: body.error.status } : undefined);
}

/** The home page. */
export function loadHome() {
  return landingAnswer('home', () => api.landing.home());
}

/** A landing page by its url key. */
export function loadLanding(key: string) {
  return landingAnswer(`urlKey:${key}`, () => api.landing.page({ key }));
}
