import {
  MESSAGES,
  MODERATION_SORTS,
  MODERATION_STATES,
  MODERATION_VISIBILITIES,
  MODERATION_WORDS as WORDS,
  type ModerationLogPage,
} from '@trove/contracts';
import { Form, Link } from 'react-router';
import type { Route } from './+types/moderation-tab-route';
import { Notice } from '../../components/notice.tsx';
import { CsrfContext } from '../../lib/csrf-field.tsx';
import { FilterSelect } from './filter-select.tsx';
import { ModerationRow } from './moderation-row.tsx';
import { MODERATION_TABS, type ModerationView, moderationHref } from './moderation-rules.ts';
import { loadModerationTab, moderationAction } from './moderation-tab-data.server.ts';
import local from './moderation.module.css';
import styles from './profile.module.css';

export function loader({ request }: Route.LoaderArgs) {
  return loadModerationTab(request);
}

export function action({ request }: Route.ActionArgs) {
  return moderationAction(request);
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });

/**
 * Moderate Content (spec 03 §2 Moderation; ADR 045): the content manager's own tab, with Notes,
 * Tags and the log as addresses of their own (only the chosen one is loaded), the visibility,
 * sort and state filters as a GET form, and each item's Hide, Delete or Restore asking for a reason.
 */
export default function ModerationTab({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData;
  const refused = actionData && !actionData.ok ? actionData : null;
  const { items, log } = loaderData;
  const page = items ?? log;
  return (
    <CsrfContext.Provider value={'csrf' in loaderData ? loaderData.csrf : ''}>
      <section aria-labelledby="moderation-heading" className={styles.panel}>
        <h2 id="moderation-heading">{WORDS.heading}</h2>
        <nav aria-label="Moderation" className={local.subtabs}>
          <ul>
            {MODERATION_TABS.map((tab) => (
              <li key={tab}>
                <Link
                  to={moderationHref({ ...view, tab, page: 1, ask: null, done: null })}
                  aria-current={view.tab === tab ? 'page' : undefined}
                >
                  {WORDS.tabs[tab]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div role="status" className={styles.status}>
          {view.done ? <Notice tone="success">{WORDS.done[view.done]}</Notice> : null}
          {refused && refused.id === null ? <Notice tone="error">{refused.message}</Notice> : null}
        </div>
        {view.tab !== 'log' ? <Filters view={view} /> : null}
        {!page ? (
          <Notice tone="error">
            <p>{MESSAGES.unexpected('load the items to moderate')}</p>
          </Notice>
        ) : log ? (
          <LogTable log={log} />
        ) : items ? (
          items.content.length === 0 ? (
            <p>{WORDS.none[view.tab === 'tag' ? 'tag' : 'note']}</p>
          ) : (
            <ul className={styles.lists} aria-label={WORDS.tabs[view.tab]}>
              {items.content.map((item) => (
                <ModerationRow
                  key={item.id}
                  item={item}
                  view={view}
                  problem={refused?.id === item.id ? refused : null}
                />
              ))}
            </ul>
          )
        ) : null}
        {page && page.totalPages > 1 ? (
          <nav aria-label="Pages" className={styles.pager}>
            {view.page > 1 ? (
              <Link to={moderationHref({ ...view, page: view.page - 1, ask: null, done: null })}>
                Previous page
              </Link>
            ) : null}
            <span>
              Page {view.page} of {page.totalPages}
            </span>
            {view.page < page.totalPages ? (
              <Link to={moderationHref({ ...view, page: view.page + 1, ask: null, done: null })}>
                Next page
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </CsrfContext.Provider>
  );
}

function Filters({ view }: { view: ModerationView }) {
  return (
    <Form method="get" className={styles.filters}>
      <input type="hidden" name="tab" value={view.tab} />
      <FilterSelect
        label={WORDS.visibilityLabel}
        name="visibility"
        value={view.visibility}
        options={MODERATION_VISIBILITIES}
        words={WORDS.visibility}
      />
      <FilterSelect
        label={WORDS.sortLabel}
        name="sort"
        value={view.sort}
        options={MODERATION_SORTS}
        words={WORDS.sort}
      />
      <FilterSelect
        label={WORDS.stateLabel}
        name="state"
        value={view.state}
        options={MODERATION_STATES}
        words={WORDS.state}
      />
      <button type="submit" className={styles.button}>
        {WORDS.apply}
      </button>
    </Form>
  );
}

function LogTable({ log }: { log: ModerationLogPage }) {
  if (log.content.length === 0) return <p>{WORDS.logEmpty}</p>;
  return (
    <div className={local.logWrap}>
      <table className={local.log}>
        <caption className="visually-hidden">{WORDS.tabs.log}</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Action</th>
            <th scope="col">Item</th>
            <th scope="col">By</th>
            <th scope="col">Reason</th>
          </tr>
        </thead>
        <tbody>
          {log.content.map((entry) => (
            <tr key={entry.id}>
              <td>{when(entry.at)}</td>
              <td>{WORDS.logAction[entry.action]}</td>
              <td>
                {entry.itemType === 'tag' ? 'Tag' : 'Note'} {entry.itemId}
              </td>
              <td>{entry.moderator ?? WORDS.operator}</td>
              <td>{entry.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
