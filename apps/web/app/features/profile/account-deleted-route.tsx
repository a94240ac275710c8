import { SETTINGS_WORDS as WORDS } from '@trove/contracts';
import { Link } from 'react-router';
import type { Route } from './+types/account-deleted-route';
import { pageMeta, siteFromMatches } from '../../lib/meta.ts';
import styles from './profile.module.css';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    site: siteFromMatches(matches),
    title: WORDS.deletedHeading,
    description: WORDS.deletedHeading,
    path: '/user/account-deleted',
    noindex: true,
  });
}

/** Spec 03 §2 UserAccountDeleted: where a reader lands once their account is gone (ADR 041). */
export default function AccountDeleted() {
  return (
    <div className={styles.page}>
      <h1>{WORDS.deletedHeading}</h1>
      <p>{WORDS.deletedText}</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </div>
  );
}
