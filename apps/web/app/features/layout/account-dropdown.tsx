import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import type { ProfileInfo } from '@trove/contracts';
import { accountMenuItems, simpleUserName, unreadTitle } from './account-links.ts';
import styles from './account-menu.module.css';

/**
 * The signed-in visitor's dropdown (spec 01 §2.2): their name opens a menu of their pages and
 * Logout. Its code (react-aria's menu) is loaded only for a signed-in visitor (ADR 035).
 */
export function AccountDropdown({
  viewer,
  pathname,
  search,
}: {
  viewer: ProfileInfo;
  pathname: string;
  search: string;
}) {
  const unread = unreadTitle(viewer.notificationAlerts);
  const items = accountMenuItems(pathname, search, viewer);
  return (
    <div className={styles.account}>
      <MenuTrigger>
        <Button className={styles.trigger}>
          {simpleUserName(viewer)}
          {unread ? (
            <span className={styles.dot} title={unread}>
              <span aria-hidden="true">{viewer.notificationAlerts}</span>
              <span className="visually-hidden">{`, ${unread}`}</span>
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
      {/* Before the script runs the menu cannot open: its links still work. */}
      <noscript>
        {items.map((item) => (
          <a key={item.id} href={item.href} className={styles.noscriptLink}>
            {item.label}
          </a>
        ))}
      </noscript>
    </div>
  );
}
