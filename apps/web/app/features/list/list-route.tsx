import { data, redirect } from 'react-router';
import { LIST_MESSAGES } from '@trove/contracts';
import type { Route } from './+types/list-route';
import { JsonLd } from '../../components/json-ld.tsx';
import { RecordProblem } from '../../components/records/record-parts.tsx';
import { respond } from '../../components/records/record-data.server.ts';
import { NotesPanel } from '../../components/contributions/notes-panel.tsx';
import { TagsPanel } from '../../components/contributions/tags-panel.tsx';
import { formCsrfToken } from '../../lib/action-api.server.ts';
import { cookieOf } from '../../lib/api.ts';
import { CsrfContext } from '../../lib/csrf-field.tsx';
import type { CrumbHandle } from '../../lib/crumb-handle.ts';
import { pageMeta, siteFromMatches, useSiteInfo } from '../../lib/meta.ts';
import { useViewer } from '../../lib/site.ts';
import { exportPaths, listAction, loadListPage, type ListPageData } from './list-data.server.ts';
import { ListControls } from './list-controls.tsx';
import { ListExport } from './list-export.tsx';
import { ListItems } from './list-items.tsx';
import { listDescription, listJsonLd, listPath } from './list-meta.ts';
import { ListSummary } from './list-summary.tsx';
import { clampedAddress, controlsKey, readListView } from './list-view.ts';
import styles from './list.module.css';

export async function loader({ params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const view = readListView(url.searchParams);
  const page = await loadListPage(params.id, view, cookieOf(request));
  // Spec 03 §2: a page past the last, or below the first, is the clamped page's address.
  if (page.list && page.items) {
    const clamped = clampedAddress(url.pathname, url.search, page.items.number);
    if (clamped) throw redirect(clamped);
  }
  return respond({ ...page, exports: exportPaths(params.id), csrf: formCsrfToken(request) });
}

/** A form posted by a browser without JavaScript: follow, stop following, ask to join (ADR 038). */
export async function action({ params, request }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await listAction(params.id, String(form.get('intent') ?? ''), request);
  if (!result) throw data(null, { status: 400 });
  return result;
}

export const handle: CrumbHandle = {
  crumbs: (data) => [
    { text: (data as ListPageData | undefined)?.list?.title ?? LIST_MESSAGES.notFoundTitle },
  ],
};

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const list = loaderData?.list;
  if (!list)
    return pageMeta({
      site,
      title: LIST_MESSAGES.notFoundTitle,
      description: LIST_MESSAGES.notFoundTitle,
      path: listPath(params.id),
      noindex: true,
    });
  return pageMeta({
    site,
    title: list.title,
    description: listDescription(list),
    path: listPath(list.id),
    image: list.thumbnailUrl,
    // A private list is its owner's and collaborators' alone: never in a search engine.
    noindex: list.priv,
  });
}

export default function ListRoute({ loaderData, params }: Route.ComponentProps) {
  const site = useSiteInfo();
  const signedIn = useViewer() !== null;
  if (!loaderData.list)
    return (
      <RecordProblem
        heading={LIST_MESSAGES.notFoundTitle}
        record="list"
        id={params.id}
        status={loaderData.status}
        action={LIST_MESSAGES.actions.load}
      />
    );
  const { list, view } = loaderData;
  const target = { type: 'list' as const, id: list.id };
  return (
    <CsrfContext.Provider value={loaderData.csrf}>
      <div className={styles.page}>
        <JsonLd data={listJsonLd(site, list, loaderData.items)} />
        <article aria-labelledby="list-title">
          <ListSummary list={list} signedIn={signedIn} />
          <section className={styles.itemsSection} aria-labelledby="items-heading">
            <h2 id="items-heading">Items</h2>
            {list.numItems > 0 ? (
              <ListControls
                // Remounted when the view it shows changes (back, a link), not on paging.
                key={controlsKey(view)}
                listId={list.id}
                view={view}
                filters={loaderData.filters}
                canSort={!list.permissions.reorder}
              />
            ) : null}
            <ListItems list={list} page={loaderData.items} view={view} />
          </section>
          <TagsPanel tags={loaderData.tags} target={target} signedIn={signedIn} />
          <NotesPanel notes={loaderData.notes} target={target} signedIn={signedIn} />
          <ListExport paths={loaderData.exports} />
        </article>
      </div>
    </CsrfContext.Provider>
  );
}
