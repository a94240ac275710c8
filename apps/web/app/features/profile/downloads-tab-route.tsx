import { useEffect } from 'react';
import { DOWNLOADS_TAB_WORDS as WORDS, MESSAGES } from '@trove/contracts';
import { Link, useRevalidator } from 'react-router';
import type { Route } from './+types/downloads-tab-route';
import { Notice } from '../../components/notice.tsx';
import { CsrfContext } from '../../lib/csrf-field.tsx';
import { DownloadRow } from './download-row.tsx';
import { downloadsAction, loadDownloadsTab } from './downloads-tab-data.server.ts';
import {
  CONTRIBUTIONS_EXPORT_URL,
  DOWNLOADS_REFRESH_MS,
  anyUnfinished,
  downloadsTabHref,
} from './downloads-tab-rules.ts';
import local from './downloads-tab.module.css';
import styles from './profile.module.css';

export function loader({ request }: Route.LoaderArgs) {
  return loadDownloadsTab(request);
}

export function action({ request }: Route.ActionArgs) {
  return downloadsAction(request);
}

const DONE_WORDS = { cancelled: WORDS.cancelled, deleted: WORDS.deleted, retried: WORDS.retried } as const;

/** Reads the downloads again every few seconds while one is still to finish (script only). */
function useRefreshWhile(unfinished: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!unfinished) return;
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    }, DOWNLOADS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [unfinished, revalidator]);
}

/**
 * The Downloads tab (spec 03 §2, §4; ADR 043), the owner's only: their search downloads headed
 * with the count against the maximum allowed, each with its state, progress and the actions its
 * state allows; and the export of everything they have contributed. Works without script: a
 * Refresh link reads the states again, and each action is a form posted to the page.
 */
export default function DownloadsTab({ loaderData, actionData }: Route.ComponentProps) {
  const list = loaderData.list;
  useRefreshWhile(list ? anyUnfinished(list.downloads) : false);
  if (!list)
    return (
      <Notice tone="error">
        <p>{MESSAGES.unexpected(WORDS.loadAction)}</p>
      </Notice>
    );
  const { remove, done, csrf } =
    loaderData.status === 200 ? loaderData : { remove: null, done: null, csrf: '' };
  const refused = actionData && !actionData.ok ? actionData : null;
  return (
    <CsrfContext.Provider value={csrf}>
      <section aria-labelledby="downloads-heading" className={styles.panel}>
        <h2 id="downloads-heading">{WORDS.heading(list.active, list.maxAllowed)}</h2>
        <p className={styles.listFacts}>{WORDS.kept(list.daysToLive)}</p>
        <p>
          <Link to={downloadsTabHref()} reloadDocument>
            {WORDS.refresh}
          </Link>
        </p>
        <div role="status" className={styles.status}>
          {done ? <Notice tone="success">{DONE_WORDS[done]}</Notice> : null}
          {refused && refused.id === null ? <Notice tone="error">{refused.message}</Notice> : null}
        </div>
        {list.downloads.length === 0 ? (
          <p>{WORDS.none}</p>
        ) : (
          <ul className={styles.lists}>
            {list.downloads.map((download) => (
              <DownloadRow
                key={download.id}
                download={download}
                removing={remove === download.id}
                problem={refused?.id === download.id ? refused.message : null}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="contributions-heading" className={`${styles.panel} ${local.contributions}`}>
        <h2 id="contributions-heading">{WORDS.contributionsHeading}</h2>
        <p>{WORDS.contributionsText}</p>
        <p>
          <a href={CONTRIBUTIONS_EXPORT_URL} download>
            {WORDS.contributionsLink}
          </a>
        </p>
      </section>
    </CsrfContext.Provider>
  );
}
