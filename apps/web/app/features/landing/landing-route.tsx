import type { Route } from './+types/landing-route';
import type { CrumbHandle } from '../../lib/crumb-handle.ts';
import { pageMeta, siteFromMatches } from '../../lib/meta.ts';
import { loadLanding, type LandingResult } from './landing-data.server.ts';
import { LandingProblem } from './landing-not-found.tsx';
import { LandingView } from './landing-view.tsx';

export function loader({ params }: Route.LoaderArgs) {
  return loadLanding(params.landingId);
}

export const handle: CrumbHandle = {
  crumbs: (data) => [{ text: (data as LandingResult | undefined)?.page?.name ?? 'Page not found' }],
  category: (data) => (data as LandingResult | undefined)?.page?.name ?? null,
};

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const page = loaderData?.page;
  return pageMeta({
    site,
    title: page?.name ?? 'Page not found',
    description: page?.bannerTopText || `${page?.name ?? 'Collections'} in ${site.product}.`,
    path: `/landing/${params.landingId}`,
    noindex: !page,
  });
}

export default function Landing({ loaderData, params }: Route.ComponentProps) {
  if (!loaderData.page) return <LandingProblem status={loaderData.error.status} id={params.landingId} />;
  return <LandingView page={loaderData.page} isHome={false} />;
}
