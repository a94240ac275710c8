import { LIST_MESSAGES, MESSAGES, type List, type ListItemsPage } from '@trove/contracts';
import { Notice } from '../../components/notice.tsx';
import { type PageAddress, Pager } from '../../components/results/pager.tsx';
import rowStyles from '../../components/results/results.module.css';
import { ListItemRow } from './list-item-row.tsx';
import { isNarrowed, pageHref, type ListViewState } from './list-view.ts';
import styles from './list.module.css';

/** A list pages by `page` in the address, page 1 without it (spec 03 §2). */
const byPage: PageAddress = (location, link) => pageHref(location.pathname, location.search, link.page);

/**
 * The items of one page (spec 03 §2, §4 'Item list'): the items, or the list is empty, or nothing
 * matches the filters and words; the paginator under them.
 */
export function ListItems({
  list,
  page,
  view,
}: {
  list: List;
  page: ListItemsPage | null;
  view: ListViewState;
}) {
  if (page === null)
    return (
      <Notice tone="error">
        <p>{MESSAGES.unexpected(LIST_MESSAGES.actions.load)}</p>
      </Notice>
    );
  if (page.totalElements === 0)
    return (
      <p className={styles.empty}>
        {list.numItems > 0 && isNarrowed(view) ? LIST_MESSAGES.noFilterMatch : LIST_MESSAGES.empty}
      </p>
    );
  const first = page.pageable.offset + 1;
  const last = page.pageable.offset + page.numberOfElements;
  return (
    <>
      <p className={styles.showing}>
        Showing {first.toLocaleString('en-AU')}–{last.toLocaleString('en-AU')} of{' '}
        {page.totalElements.toLocaleString('en-AU')} {page.totalElements === 1 ? 'item' : 'items'}
      </p>
      <ol className={rowStyles.list} aria-label="List items" start={first}>
        {page.content.map((item) => (
          <ListItemRow key={item.id} item={item} />
        ))}
      </ol>
      <Pager
        startPos={page.pageable.offset}
        pageSize={page.size}
        total={page.totalElements}
        label="List pages"
        address={byPage}
      />
    </>
  );
}
