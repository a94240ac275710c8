import { Form, Link } from 'react-router';
import { LIST_LIMITS, LIST_SORTS } from '@trove/contracts';
import buttonStyles from '../../components/button.module.css';
import type { ListFilterValues } from './list-data.server.ts';
import { ITEM_TYPE_LABELS, SORT_LABELS, isNarrowed, type ListViewState } from './list-view.ts';
import styles from './list.module.css';

function Hidden({ name, value }: { name: string; value: string | null }) {
  return value ? <input type="hidden" name={name} value={value} /> : null;
}

function typeLabel(value: string): string {
  return value in ITEM_TYPE_LABELS ? ITEM_TYPE_LABELS[value as keyof typeof ITEM_TYPE_LABELS] : value;
}

/** One filter's values, with 'all' first; none when the items offer no values for it. */
function FilterSelect({
  name,
  label,
  all,
  values,
  view,
}: {
  name: 'type' | 'lang' | 'date';
  label: string;
  all: string;
  values: string[];
  view: ListViewState;
}) {
  if (values.length === 0) return null;
  return (
    <div className={styles.field}>
      <label htmlFor={`list-${name}`}>{label}</label>
      <select id={`list-${name}`} name={name} defaultValue={view[name] ?? ''}>
        <option value="">{all}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {name === 'type' ? typeLabel(value) : value}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Search within the list, filters and (for viewers who cannot reorder it) sort, as GET forms: the
 * view lives in the address, so it works without JavaScript and can be shared (spec 03 §2).
 * Changing any of them starts again at page 1.
 */
export function ListControls({
  listId,
  view,
  filters,
  canSort,
}: {
  listId: number;
  view: ListViewState;
  filters: ListFilterValues;
  canSort: boolean;
}) {
  const action = `/list/${listId}`;
  const hasFilters = filters.type.length > 0 || filters.lang.length > 0 || filters.date.length > 0;
  return (
    <div className={styles.controls}>
      <Form
        method="get"
        action={action}
        role="search"
        aria-label="Search within this list"
        className={styles.within}
      >
        <label htmlFor="list-q">Search within this list</label>
        <div className={styles.inline}>
          <input
            id="list-q"
            name="q"
            type="search"
            defaultValue={view.q ?? ''}
            maxLength={LIST_LIMITS.searchWithin}
            aria-describedby="list-q-hint"
          />
          <button type="submit" className={buttonStyles.button}>
            Search
          </button>
        </div>
        <p id="list-q-hint" className={styles.hint}>
          Searches the titles, notes and full text of the items.
        </p>
        <Hidden name="type" value={view.type} />
        <Hidden name="lang" value={view.lang} />
        <Hidden name="date" value={view.date} />
        {canSort ? <Hidden name="sort" value={view.sort === 'DEFAULT' ? null : view.sort} /> : null}
        {canSort ? <Hidden name="desc" value={view.desc ? 'true' : null} /> : null}
      </Form>
      {hasFilters || canSort ? (
        <Form method="get" action={action} aria-label="Filter and sort the items" className={styles.options}>
          <Hidden name="q" value={view.q} />
          <FilterSelect name="type" label="Type" all="All types" values={filters.type} view={view} />
          <FilterSelect name="lang" label="Language" all="All languages" values={filters.lang} view={view} />
          <FilterSelect name="date" label="Date" all="Any date" values={filters.date} view={view} />
          {canSort ? (
            <>
              <div className={styles.field}>
                <label htmlFor="list-sort">Sort by</label>
                <select id="list-sort" name="sort" defaultValue={view.sort}>
                  {LIST_SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {SORT_LABELS[sort]}
                    </option>
                  ))}
                </select>
              </div>
              <div className={styles.check}>
                <input id="list-desc" name="desc" type="checkbox" value="true" defaultChecked={view.desc} />
                <label htmlFor="list-desc">Descending</label>
              </div>
            </>
          ) : null}
          <button type="submit" className={`${buttonStyles.button} ${buttonStyles.secondary}`}>
            Apply
          </button>
          {isNarrowed(view) ? <Link to={action}>Clear filters and search</Link> : null}
        </Form>
      ) : null}
    </div>
  );
}
