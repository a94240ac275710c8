import { MESSAGES, type ContainingLists } from '@trove/contracts';
import { Notice } from '../notice.tsx';
import { plural } from '../records/record-rules.ts';
import styles from './contributions.module.css';

/**
 * The public lists holding a record (spec 02 §2), read-only. List pages come with the lists issue,
 * so titles are not links yet (ADR 012).
 */
export function ContainingListsPanel({ lists }: { lists: ContainingLists | null }) {
  return (
    <section className={styles.panel} aria-labelledby="lists-heading">
      <h2 id="lists-heading">Lists</h2>
      {lists === null ? (
        <Notice tone="error">
          <p>{MESSAGES.unexpected('retrieve the lists holding this record')}</p>
        </Notice>
      ) : lists.containing.length === 0 ? (
        <p>This record is not in any public list.</p>
      ) : (
        <>
          <p>In {plural(lists.total, 'public list')}.</p>
          <ul className={styles.lists}>
            {lists.containing.map((list) => (
              <li key={list.id}>
                <span className={styles.listTitle}>{list.title}</span>{' '}
                <span className={styles.byline}>
                  by {list.owner.displayName}, {plural(list.itemCount, 'item')}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
