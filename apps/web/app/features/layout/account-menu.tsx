import { Suspense } from 'react';
import type { ProfileInfo } from '@trove/contracts';
import { authHref } from '../../lib/auth-href.ts';
import { onDemand } from '../../lib/on-demand.ts';
import styles from './account-menu.module.css';

const AccountDropdown = onDemand(() => import('./account-dropdown.tsx').then((m) => m.AccountDropdown));

/** Login and Sign up for visitors; the logged-in dropdown once signed in (spec 01 §2.2). */
export function AccountArea({
  viewer,
  pathname,
  search,
}: {
  viewer: ProfileInfo | null;
  pathname: string;
  search: string;
}) {
  if (!viewer)
    return (
      <ul className={styles.entries}>
        {/* Plain links: the sign-in pages are served by the server, outside the app's router. */}
        <li>
          <a href={authHref('login', pathname, search)}>Login</a>
        </li>
        <li>
          <a href={authHref('signup', pathname, search)}>Sign up</a>
        </li>
      </ul>
    );
  return (
    <Suspense fallback={null}>
      <AccountDropdown viewer={viewer} pathname={pathname} search={search} />
    </Suspense>
  );
}
