import { data } from 'react-router';
import { CACHE_SECONDS, LandingPageSchema, type LandingPage } from '@trove/contracts';
import { apiGet } from '../../lib/api.ts';
import { cached } from '../../lib/cache.server.ts';
import { pageStatus } from '../../lib/page-status.ts';

export type LandingResult =
  { page: LandingPage; error: null } | { page: null; error: { status: number; message: string } };

/** A landing page by its API path; a 404 or a failure becomes a state the page shows, with its status. */
export async function loadLanding(path: string) {
  const result = await cached<LandingPage>(`landing:${path}`, CACHE_SECONDS.landing, () =>
    apiGet(path, LandingPageSchema),
  );
  const body: LandingResult = result.ok
    ? { page: result.data, error: null }
    : { page: null, error: { status: pageStatus(result), message: result.message } };
  return data(body, body.error ? { status: body.error.status } : undefined);
}
