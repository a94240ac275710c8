import { data } from 'react-router';
import { MESSAGES } from '@trove/contracts';
import type { Route } from './+types/version-route';
import type { CrumbHandle, PageCrumb } from '../../lib/crumb-handle.ts';
import { JsonLd } from '../../components/json-ld.tsx';
import { pageMeta, siteFromMatches, useSiteInfo } from '../../lib/meta.ts';
import { workHref } from './edition-links.ts';
import { RecordProblem } from '../../components/records/record-parts.tsx';
import { loadWorkPage, type WorkPageData } from './work-data.server.ts';
import { versionJsonLd } from './work-meta.ts';
import { WorkPage, WorkProblem } from './work-page.tsx';

/** The HTTP status of the page: the work's, then the version's; a separated version is a page of notice. */
function pageStatus(page: WorkPageData): number {
  if (page.status !== 200) return page.status;
  return page.version?.kind === 'failed' ? page.version.status : 200;
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const page = await loadWorkPage(request, params.id, params.versionId);
  const status = pageStatus(page);
  return data({ ...page, pageStatus: status }, status === 200 ? undefined : { status });
}

type VersionPageData = WorkPageData & { pageStatus: number };

/** Spec 02 §2: '{work} (all editions)' then '{version} (this edition)'. */
export const handle: CrumbHandle = {
  crumbs: (loaderData) => {
    const page = loaderData as VersionPageData | undefined;
    const work = page?.record;
    if (!page || !work) return [{ text: MESSAGES.workNotFound }];
    const crumbs: PageCrumb[] = [{ text: `${work.title} (all editions)`, to: workHref(work.id, page.kept) }];
    if (page.version?.kind === 'found') crumbs.push({ text: `${page.version.version.title} (this edition)` });
    else if (page.version?.kind === 'failed') crumbs.push({ text: MESSAGES.versionNotFound });
    return crumbs;
  },
};

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const work = loaderData?.record;
  const path = `/work/${params.id}/version/${params.versionId}`;
  const version = loaderData?.version?.kind === 'found' ? loaderData.version.version : null;
  if (!work || !version) {
    const title = !work
      ? MESSAGES.workNotFound
      : loaderData?.version?.kind === 'separated'
        ? work.title
        : MESSAGES.versionNotFound;
    return pageMeta({ site, title, description: title, path, noindex: true });
  }
  const description = [version.format, version.published ?? version.publisher, work.creators.join('; ')]
    .filter(Boolean)
    .join(', ');
  return pageMeta({
    site,
    title: version.title,
    description: description || version.title,
    path: `/work/${work.id}/version/${version.id}`,
    type: work.category === 'books' ? 'book' : 'website',
    image: work.culturallySensitive ? null : version.thumbnailUrl,
  });
}

export default function VersionRoute({ loaderData, params }: Route.ComponentProps) {
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
  const { version } = loaderData;
  if (version?.kind === 'failed')
    return (
      <RecordProblem
        heading={MESSAGES.versionNotFound}
        record="version"
        id={params.versionId}
        status={version.status}
        action="retrieve the requested version"
      />
    );
  const selected = version?.kind === 'found' ? version.version : null;
  return (
    <>
      {selected ? <JsonLd data={versionJsonLd(site, work, selected)} /> : null}
      <WorkPage data={loaderData} work={work} selected={selected} />
    </>
  );
}
