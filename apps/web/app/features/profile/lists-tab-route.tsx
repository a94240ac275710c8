import { LIST_ROLES, LIST_VISIBILITY_FILTERS, MESSAGES, PROFILE_LIST_WORDS as WORDS } from '@trove/contracts';
import { Form, Link, useOutletContext } from 'react-router';
import type { Route } from './+types/lists-tab-route';
import { Notice } from '../../components/notice.tsx';
import { CsrfContext } from '../../lib/csrf-field.tsx';
import { ListRow } from './list-row.tsx';
import { loadListsTab, unfollowAction } from './lists-tab-data.server.ts';
import type { ProfileOutlet } from './profile-route.tsx';
import { listTabHref, visibleListTabs } from './profile-rules.ts';
import { FilterSelect } from './filter-select.tsx';
import styles from './profile.module.css';

export function loader({ request, params }: Route.LoaderArgs) {
  return loadListsTab(request, params.username);
}

export function action({ request }: Route.ActionArgs) {
  return unfollowAction(request);
}

/**
 * The Lists tab set (spec 03 §2; ADR 039): Personal lists, Collaborative lists and the lists
 * followed, each a link so the tab is an address that works without script; an empty tab
 * disappears; a dot marks a tab whose lists wait on requests to join (the owner only). Filters by
 * the reader's role and the lists' visibility are a plain GET form.
 */
export default function ListsTab({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, base } = useOutletContext<ProfileOutlet>();
  const outcome = actionData;
  if (!loaderData.lists)
    return (
      <Notice tone="error">
        <p>{MESSAGES.unexpected('load these lists')}</p>
      </Notice>
    );
  const { lists, tab, role, visibility, csrf } = loaderData;
  const visible = visibleListTabs(lists.tabs);
  const filters = { role, visibility };
  return (
    <CsrfContext.Provider value={csrf}>
      <section aria-labelledby="lists-heading" className={styles.panel}>
        <h2 id="lists-heading">Lists</h2>
        <div role="status" className={styles.status}>
          {outcome ? <Notice tone={outcome.ok ? 'success' : 'error'}>{outcome.message}</Notice> : null}
        </div>
        {tab === null ? (
          <p>{WORDS.none(profile.own, profile.displayName)}</p>
        ) : (
          <>
            <nav aria-label="Kinds of lists" className={styles.subTabs}>
              <ul>
                {visible.map((key) => {
                  const pending = lists.tabs?.[key].pending ?? false;
                  return (
                    <li key={key}>
                      <Link
                        to={listTabHref(base, key)}
                        aria-current={key === tab ? 'page' : undefined}
                        className={styles.tab}
                      >
                        {WORDS.tab(key, profile.own)}
                        {pending ? (
                          <span className={styles.dot} title={WORDS.pendingTitle}>
                            <span className="visually-hidden"> ({WORDS.pendingTitle})</span>
                          </span>
                        ) : null}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
            <h3>{WORDS.tab(tab, profile.own)}</h3>
            <Form method="get" className={styles.filters}>
              <input type="hidden" name="tab" value={tab} />
              {tab === 'collaborative' ? (
                <FilterSelect
                  label={WORDS.roleFilter}
                  name="role"
                  value={filters.role ?? ''}
                  options={LIST_ROLES}
                  words={WORDS.role}
                  any={WORDS.anyRole}
                />
              ) : null}
              <FilterSelect
                label={WORDS.visibilityFilter}
                name="visibility"
                value={filters.visibility}
                options={LIST_VISIBILITY_FILTERS}
                words={WORDS.visibility}
              />
              <button type="submit" className={styles.button}>
                Show
              </button>
            </Form>
            {lists.content.length === 0 ? (
              <p>{WORDS.noMatch}</p>
            ) : (
              <ul className={styles.lists}>
                {lists.content.map((list) => (
                  <ListRow key={list.id} list={list} tab={tab} own={profile.own} />
                ))}
              </ul>
            )}
            {lists.totalPages > 1 ? (
              <nav aria-label="Pages of lists" className={styles.pager}>
                {lists.number > 1 ? (
                  <Link to={listTabHref(base, tab, { ...filters, page: lists.number - 1 })}>
                    Previous page
                  </Link>
                ) : null}
                <span>
                  Page {lists.number} of {lists.totalPages}
                </span>
                {lists.number < lists.totalPages ? (
                  <Link to={listTabHref(base, tab, { ...filters, page: lists.number + 1 })}>Next page</Link>
                ) : null}
              </nav>
            ) : null}
          </>
        )}
      </section>
    </CsrfContext.Provider>
  );
}
