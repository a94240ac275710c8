import { DEFAULT_HOME_HEADLINE } from '@trove/contracts';
import type { Route } from './+types/home-route';
import { JsonLd } from '../../components/json-ld.tsx';
import { pageMeta, siteFromMatches, useSiteInfo } from '../../lib/meta.ts';
import { loadHome } from './landing-data.server.ts';
import { LandingProblem } from './landing-not-found.tsx';
import { LandingView } from './landing-view.tsx';

export function loader() {
  return loadHome();
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const page = loaderData?.page;
  return pageMeta({
    site,
    title: '',
    description: `${page?.bannerTopText || DEFAULT_HOME_HEADLINE} Search and explore books, newspapers, pictures, maps, music, people and more in ${site.product}.`,
    path: '/',
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const site = useSiteInfo();
  if (!loaderData.page) return <LandingProblem status={loaderData.error.status} id="home" />;
  return (
    <>
      <JsonLd data={{ '@type': 'WebSite', name: site.product, url: site.publicUrl ?? undefined }} />
      <LandingView page={loaderData.page} isHome />
    </>
  );
}
