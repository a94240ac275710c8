import { Link } from 'react-router';
import type { List } from '@trove/contracts';
import buttonStyles from '../../components/button.module.css';
import badgeStyles from '../../components/results/results.module.css';
import { Thumbnail } from '../../components/thumbnail.tsx';
import { FollowControl, JoinOffer } from './list-follow.tsx';
import { countText } from './list-view.ts';
import { profileBase } from '../../lib/profile-path.ts';
import styles from './list.module.css';

/**
 * The list's summary (spec 03 §2, §3): title, description, owner, item count, visibility and
 * image; 'Manage this list' and the Followers badge for those who manage it, Follow / Unfollow
 * for everyone else, and the collaboration offer.
 * The owner links to their profile page when the visitor may open it; a private profile the
 * visitor may not see is named without a link, so no link leads nowhere.
 */
export function ListSummary({ list, signedIn }: { list: List; signedIn: boolean }) {
  const manages = list.permissions.manage;
  return (
    <header className={styles.summary}>
      <div className={styles.summaryText}>
        <h1 id="list-title">{list.title}</h1>
        <p className={styles.meta}>
          <span>
            By{' '}
            {list.ownerProfileVisible ? (
              <Link className={styles.owner} to={profileBase(list.owner.fullUserId)}>
                {list.owner.displayName}
              </Link>
            ) : (
              <span className={styles.owner}>{list.owner.displayName}</span>
            )}
          </span>
          <span>{countText(list.numItems, 'item', 'items')}</span>
          <span className={badgeStyles.badge}>{list.priv ? 'Private list' : 'Public list'}</span>
          {list.collaborative ? <span className={badgeStyles.badge}>Collaborative</span> : null}
          {manages ? (
            <span className={badgeStyles.badge}>
              Followers <span className={styles.count}>{list.followerCount.toLocaleString('en-AU')}</span>
            </span>
          ) : null}
        </p>
        {list.description ? (
          <p className={styles.description} dir="auto">
            {list.description}
          </p>
        ) : null}
        <div className={styles.actions}>
          {manages ? (
            <Link
              className={`${buttonStyles.button} ${buttonStyles.secondary}`}
              to={`/list/manage/${list.id}`}
            >
              Manage this list
            </Link>
          ) : (
            <FollowControl list={list} signedIn={signedIn} />
          )}
        </div>
        {signedIn ? <JoinOffer list={list} /> : null}
      </div>
      {list.thumbnailUrl ? (
        <Thumbnail src={list.thumbnailUrl} alt="" width={160} className={styles.summaryImage} />
      ) : null}
    </header>
  );
}
