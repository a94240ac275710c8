import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import type { ProfileInfo } from '@trove/contracts';
import { authHref } from '../../lib/auth-href.ts';
import { accountMenuItems, simpleUserName, unreadTitle } from './account-links.ts';
import styles from './account-menu.module.css';

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
  const unread = unreadTitle(viewer.notificationAlerts);
  const items = accountMenuItems(pathname, search);
  return (
    <div className={styles.account}>
      <MenuTrigger>
        <Button className={styles.trigger}>
          {simpleUserName(viewer)}
          {unread ? (
            <span className={styles.dot} title={unread}>
              <span className="visually-hidden">{unread}</span>
            </span>
          ) : null}
          <span aria-hidden="true" className={styles.caret}>
            ▾
          </span>
        </Button>
        <Popover className={styles.popover} placement="bottom end">
          <Menu className={styles.menu} aria-label="Your account">
            {items.map((item) => (
              <MenuItem key={item.id} id={item.id} href={item.href} className={styles.item}>
                {item.label}
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
      {/* Before the script runs the menu cannot open: logging out still works. */}
      <noscript>
        <a href={authHref('logout', pathname, search)}>Logout</a>
      </noscript>
    </div>
  );
}
