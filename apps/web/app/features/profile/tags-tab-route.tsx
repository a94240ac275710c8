import {
  MESSAGES,
  PROFILE_TAG_WORDS as WORDS,
  TAG_SUMMARY_SORTS,
  TAG_VISIBILITY_FILTERS,
} from '@trove/contracts';
import { Form, Link, useOutletContext } from 'react-router';
import type { Route } from './+types/tags-tab-route';
import { Notice } from '../../components/notice.tsx';
import { loadTagsTab } from './tags-tab-data.server.ts';
import type { ProfileOutlet } from './profile-route.tsx';
import { TAGS_PAGE_SIZE, tagTabHref } from './tags-tab-rules.ts';
import { FilterSelect } from './filter-select.tsx';
import styles from './profile.module.css';

export function loader({ request, params }: Route.LoaderArgs) {
  return loadTagsTab(request, params.username);
}

/**
 * The Tags tab (spec 03 §2; ADR 039): each of the reader's tags with the count of items it is on
 * and its visibility, sorted alphabetically, most used or least used, filtered by visibility
 * with a plain GET form, so it works without script. Private tags reach only the owner and
 * viewers allowed to see private profiles (the call decides).
 */
export default function TagsTab({ loaderData }: Route.ComponentProps) {
  const { profile, base } = useOutletContext<ProfileOutlet>();
  if (!loaderData.tags)
    return (
      <Notice tone="error">
        <p>{MESSAGES.unexpected('load these tags')}</p>
      </Notice>
    );
  const { tags, filters } = loaderData;
  const pages = Math.max(1, Math.ceil(tags.total / TAGS_PAGE_SIZE));
  const filtered = filters.visibility !== 'all';
  return (
    <section aria-labelledby="tags-heading" className={styles.panel}>
      <h2 id="tags-heading">{WORDS.heading}</h2>
      {tags.total === 0 && !filtered ? (
        <p>{WORDS.none(profile.own, profile.displayName)}</p>
      ) : (
        <>
          <Form method="get" className={styles.filters}>
            <FilterSelect
              label={WORDS.sortLabel}
              name="sort"
              value={filters.sort}
              options={TAG_SUMMARY_SORTS}
              words={WORDS.sort}
            />
            <FilterSelect
              label={WORDS.visibilityLabel}
              name="visibility"
              value={filters.visibility}
              options={TAG_VISIBILITY_FILTERS}
              words={WORDS.visibility}
            />
            <button type="submit" className={styles.button}>
              Show
            </button>
          </Form>
          {tags.tags.length === 0 ? (
            <p>{WORDS.noMatch}</p>
          ) : (
            <ul className={styles.lists}>
              {tags.tags.map((tag) => (
                <li key={`${tag.priv ? 'private' : 'public'}:${tag.name}`} className={styles.listRow}>
                  {tag.link ? (
                    <Link to={tag.link} className={styles.listName}>
                      {tag.name}
                    </Link>
                  ) : (
                    <span className={styles.listName}>{tag.name}</span>
                  )}
                  <p className={styles.listFacts}>
                    {WORDS.items(tag.count)} · {WORDS.priv(tag.priv)}
                  </p>
                </li>
              ))}
            </ul>
          )}
          {pages > 1 ? (
            <nav aria-label="Pages of tags" className={styles.pager}>
              {filters.page > 1 ? (
                <Link to={tagTabHref(base, { ...filters, page: filters.page - 1 })}>Previous page</Link>
              ) : null}
              <span>
                Page {filters.page} of {pages}
              </span>
              {filters.page < pages ? (
                <Link to={tagTabHref(base, { ...filters, page: filters.page + 1 })}>Next page</Link>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
