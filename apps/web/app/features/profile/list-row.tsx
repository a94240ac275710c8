import { PROFILE_LIST_WORDS as WORDS, type ListOverview, type ProfileListTab } from '@trove/contracts';
import { Form, Link } from 'react-router';
import { CsrfField } from '../../lib/csrf-field.tsx';
import styles from './profile.module.css';

const items = (n: number) => `${n.toLocaleString('en-AU')} ${n === 1 ? 'item' : 'items'}`;

/** One list: its name and facts, and what the reader may do with it here. */
export function ListRow({ list, tab, own }: { list: ListOverview; tab: ProfileListTab; own: boolean }) {
  const facts = [items(list.numItems), list.priv ? 'Private' : 'Public'];
  if (list.role) facts.push(WORDS.role[list.role]);
  if (list.role !== 'OWNER') facts.push(`by ${list.author.displayName}`);
  return (
    <li className={styles.listRow}>
      <div>
        <Link to={`/list/${list.id}`} className={styles.listName}>
          {list.name}
        </Link>
        <p className={styles.listFacts}>{facts.join(' · ')}</p>
      </div>
      <div className={styles.listActions}>
        {own && list.role === 'OWNER' ? (
          <Link to={`/list/manage/${list.id}`} aria-label={`${WORDS.manage}: ${list.name}`}>
            {WORDS.manage}
          </Link>
        ) : null}
        {own && tab === 'followed' ? (
          <Form method="post">
            <CsrfField />
            <input type="hidden" name="intent" value="unfollow" />
            <input type="hidden" name="listId" value={list.id} />
            <input type="hidden" name="listName" value={list.name} />
            <button type="submit" className={styles.button} aria-label={`${WORDS.unfollow}: ${list.name}`}>
              {WORDS.unfollow}
            </button>
          </Form>
        ) : null}
      </div>
    </li>
  );
}
