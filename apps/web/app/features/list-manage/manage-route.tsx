import { LIST_MESSAGES, MESSAGES } from '@trove/contracts';
import { useMemo, useRef } from 'react';
import { Link, data, useLocation } from 'react-router';
import type { Route } from './+types/manage-route';
import { Notice } from '../../components/notice.tsx';
import type { CrumbHandle } from '../../lib/crumb-handle.ts';
import { pageMeta, siteFromMatches } from '../../lib/meta.ts';
import { AddUrlForm } from './add-url-form.tsx';
import { DeleteSection } from './delete-section.tsx';
import { DetailsForm, DetailsView } from './details-form.tsx';
import { ItemsSection } from './items-section.tsx';
import { manageAction } from './manage-action.server.ts';
import { type ManagePageData, loadManagePage } from './manage-data.server.ts';
import { CsrfContext } from '../../lib/csrf-field.tsx';
import { ConfirmStep } from './manage-forms.tsx';
import type { ManageActionData } from './manage-types.ts';
import { PeopleSection } from './people-section.tsx';
import { ThumbnailPicker } from './thumbnail-picker.tsx';
import styles from './manage.module.css';

export function loader({ request, params }: Route.LoaderArgs) {
  return loadManagePage(request, params.id);
}

export async function action({ request, params }: Route.ActionArgs) {
  const outcome = await manageAction(request, params.id);
  if (outcome instanceof Response) return outcome;
  // A refused form answers 400 (or the API's status), so a page without JavaScript says so too.
  const status = 'ok' in outcome && !outcome.ok ? (outcome.status ?? 400) : 200;
  return data(outcome, { status });
}

export const handle: CrumbHandle = {
  crumbs: (loaderData) => {
    const page = loaderData as ManagePageData | undefined;
    if (!page?.list) return [{ text: LIST_MESSAGES.notFoundTitle }];
    return [{ text: page.list.title, to: `/list/${page.list.id}` }, { text: 'Manage list' }];
  },
};

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  const title = loaderData?.list ? `Manage list: ${loaderData.list.title}` : LIST_MESSAGES.notFoundTitle;
  return pageMeta({
    site: siteFromMatches(matches),
    title,
    description: title,
    path: `/list/manage/${params.id}`,
    noindex: true,
  });
}

/** The words of a page that could not be shown (spec 03 §8). */
function problemText(status: number): string {
  if (status === 404) return LIST_MESSAGES.notFoundTitle;
  if (status === 401 || status === 403) return MESSAGES.noPermission;
  return MESSAGES.unexpected(LIST_MESSAGES.actions.load);
}

/**
 * Manage list (spec 03 §2, ManageList, login required): details, the list's people, its image,
 * its items, adding a web address and deleting it, each shown only as the visitor's role allows
 * (spec 03 §6); read-only for anyone else who may see the list.
 */
export default function ManageRoute({ loaderData, actionData, params }: Route.ComponentProps) {
  const { pathname, search } = useLocation();
  const outcome = actionData as ManageActionData | undefined;
  // Each answer of the action is a new object: count them, to reset and re-announce.
  const answers = useRef(0);
  const outcomeKey = useMemo(() => (outcome ? ++answers.current : answers.current), [outcome]);
  if (!loaderData.list)
    return (
      <div className={styles.page}>
        <h1>{problemText(loaderData.status)}</h1>
      </div>
    );
  const { list, manage, items, thumbnails, csrf } = loaderData;
  const can = list.permissions;
  const problemsOf = (intent: string) =>
    outcome && 'ok' in outcome && !outcome.ok && outcome.intent === intent && !outcome.item
      ? (outcome.problems ?? [])
      : [];
  const pageFailure =
    outcome && 'ok' in outcome && !outcome.ok && !outcome.item && !outcome.problems ? outcome.message : null;
  const done = outcome && 'ok' in outcome && outcome.ok ? outcome.message : null;
  return (
    <CsrfContext.Provider value={csrf}>
      <div className={styles.page}>
        <h1>Manage list: {list.title}</h1>
        <p>
          <Link to={`/list/${params.id}`}>Back to the list</Link>
        </p>
        {/* Said once, politely: moves and saves are announced here, and shown for everyone. */}
        <div id="manage-status" role="status" className={styles.status}>
          {done ? <Notice tone="success">{done}</Notice> : null}
        </div>
        {pageFailure ? (
          <Notice tone="error" live>
            {pageFailure}
          </Notice>
        ) : null}
        {outcome && 'confirm' in outcome ? (
          <ConfirmStep {...outcome.confirm} cancelHref={pathname + search} />
        ) : null}
        {!manage || !can.manage ? (
          <Notice tone="info">
            You can view this list, but only its owner and collaborators can change it.
          </Notice>
        ) : null}

        <section aria-labelledby="details-heading" className={styles.section}>
          <h2 id="details-heading">Details</h2>
          {manage && can.editDetails ? (
            <DetailsForm key={`details-${outcomeKey}`} list={manage} problems={problemsOf('details')} />
          ) : (
            <DetailsView list={list} />
          )}
        </section>

        {manage && can.manage ? <PeopleSection list={manage} outcome={outcome} /> : null}
        {thumbnails && can.chooseThumbnail ? (
          <ThumbnailPicker choice={thumbnails} current={list.thumbnailUrl} />
        ) : null}
        <ItemsSection items={items} mayReorder={can.reorder} outcome={outcome} outcomeKey={outcomeKey} />
        {can.addUrlItems ? (
          <AddUrlForm
            key={
              done && outcome && 'intent' in outcome && outcome.intent === 'addUrl' ? outcomeKey : 'add-url'
            }
            problems={problemsOf('addUrl')}
          />
        ) : null}
        {manage && can.deleteList ? <DeleteSection contributorCount={manage.contributorCount} /> : null}
      </div>
    </CsrfContext.Provider>
  );
}
