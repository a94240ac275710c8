import { MESSAGES } from '@trove/contracts';
import type { Route } from './+types/work-route';
import type { CrumbHandle } from '../../lib/crumb-handle.ts';
import { JsonLd } from '../../components/json-ld.tsx';
import { pageMeta, siteFromMatches, useSiteInfo } from '../../lib/meta.ts';
import { respond } from '../../components/records/record-data.server.ts';
import { loadWorkPage, type WorkPageData } from './work-data.server.ts';
import { workJsonLd } from './work-meta.ts';
import { WorkPage, WorkProblem } from './work-page.tsx';

export async function loader({ params, request }: Route.LoaderArgs) {
  return respond(await loadWorkPage(request, params.id, null));
}

export const handle: CrumbHandle = {
  crumbs: (data) => {
    const work = (data as WorkPageData | undefined)?.record;
    return [{ text: work ? `${work.title} (all editions)` : MESSAGES.workNotFound }];
  },
};

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const work = loaderData?.record;
  if (!work)
    return pageMeta({
      site,
      title: MESSAGES.workNotFound,
      description: MESSAGES.workNotFound,
      path: `/work/${params.id}`,
      noindex: true,
    });
  const description =
    work.summary ?? [work.primaryFormat, work.creators.join('; '), work.yearRange].filter(Boolean).join(', ');
  return pageMeta({
    site,
    title: work.title,
    description: description || work.title,
    path: `/work/${work.id}`,
    type: work.category === 'books' ? 'book' : 'website',
    image: work.culturallySensitive ? null : work.thumbnailUrl,
  });
}

export default function WorkRoute({ loaderData, params }: Route.ComponentProps) {
  const site = useSiteInfo();
  const work = loaderData.record;
  if (!work)
    return (
      <WorkProblem
        id={params.id}
        status={loaderData.status}
        deleted={'deleted' in loaderData ? loaderData.deleted : null}
      />
    );
  return (
    <>
      <JsonLd data={workJsonLd(site, work)} />
      <WorkPage data={loaderData} work={work} selected={null} />
    </>
  );
}
