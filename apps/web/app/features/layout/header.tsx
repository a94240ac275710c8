import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { SkipLink } from '../../lib/crumb-handle.ts';
import type { ApplicationConfig, EnvironmentConfig, ProfileInfo } from '@trove/contracts';
import { isInternalPath } from '../../lib/links.ts';
import { AccountArea } from './account-menu.tsx';
import styles from './header.module.css';

/** Configured entries the account area replaces: they lead to sign-in with the current address. */
const ACCOUNT_ENTRIES = new Set(['login', 'sign up']);

/** Where the header's menu stops folding (header.module.css has the same width). */
const WIDE_SCREEN = '(min-width: 701px)';

export function Header({
  config,
  environment,
  viewer,
  skipLinks = [],
}: {
  config: ApplicationConfig;
  environment: EnvironmentConfig;
  viewer: ProfileInfo | null;
  /** The page's own skip links (a results page's 'Skip to results'), right after 'Skip to main content'. */
  skipLinks?: SkipLink[];
}) {
  const { pathname, search } = useLocation();
  const isHome = pathname === '/';
  const { branding } = config;
  // The logo image is decorative; the link (and on the home page the h1) is named by text.
  const logo = (
    <Link to="/">
      <img src={branding.logoUrl} alt="" width={160} height={48} />
      <span className="visually-hidden">{branding.logoAlt || `${branding.productName} home`}</span>
    </Link>
  );
  const topNav = config.navigation.filter((item) => !ACCOUNT_ENTRIES.has(item.title.trim().toLowerCase()));
  return (
    <>
      <a className={styles.skip} href="#main">
        Skip to main content
      </a>
      {skipLinks.map((link) => (
        <a key={link.href} className={styles.skip} href={link.href}>
          {link.text}
        </a>
      ))}
      {environment.systemTag ? <div className={styles.systemTag}>{environment.systemTag}</div> : null}
      {environment.syntheticCorpus ? (
        <div className={styles.synthetic} role="note">
          The records on this site are synthetic demonstration data, generated for testing. They do not
          describe real items.
        </div>
      ) : null}
      <header className={styles.header}>
        <div className={styles.bar}>
          {isHome ? <h1 className={styles.logo}>{logo}</h1> : <div className={styles.logo}>{logo}</div>}
          <HeaderMenu pathname={pathname}>
            {topNav.length > 0 ? (
              <nav className={styles.topNav} aria-label="Site">
                <ul>
                  {topNav.map((item) => (
                    <li key={item.url}>
                      <NavOrExternalLink url={item.url} title={item.title} />
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            <AccountArea viewer={viewer} pathname={pathname} search={search} />
            {config.navLandingPages.length > 0 ? <LandingNav config={config} /> : null}
          </HeaderMenu>
        </div>
      </header>
    </>
  );
}

/** Whether this browser lays out a closed <details>' content by CSS (header.module.css, wide screens). */
function stylesDetailsContent(): boolean {
  return typeof CSS !== 'undefined' && CSS.supports('selector(::details-content)');
}

/**
 * The site links, the account entries and the collections. On a phone they fold into one 'Menu'
 * (issue 14 §4: the first screen shows the page, not the header), closed as the server sends it,
 * so nothing moves when the page hydrates. On a wide screen the CSS lays the folded content out in
 * the bar whether the menu is open or not; a browser that cannot do that has it opened here.
 */
function HeaderMenu({ pathname, children }: { pathname: string; children: ReactNode }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const shownPath = useRef<string | null>(null);
  // Closed again after each navigation, as a phone menu should be; but not as the page first
  // hydrates, which would shut a menu a reader on a slow phone opened while the script loaded.
  useEffect(() => {
    const element = menu.current;
    if (!element) return;
    const opensItself = !stylesDetailsContent() && window.matchMedia(WIDE_SCREEN).matches;
    const navigated = shownPath.current !== null && shownPath.current !== pathname;
    shownPath.current = pathname;
    if (opensItself) element.open = true;
    else if (navigated) element.open = false;
  }, [pathname]);
  const closeOnEscape = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const element = menu.current;
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    if (!element?.open || window.matchMedia(WIDE_SCREEN).matches) return;
    element.open = false;
    element.querySelector('summary')?.focus();
  };
  return (
    <details ref={menu} className={styles.menu} onKeyDown={closeOnEscape}>
      <summary className={styles.menuToggle}>Menu</summary>
      <div className={styles.menuBody}>{children}</div>
    </details>
  );
}

function LandingNav({ config }: { config: ApplicationConfig }) {
  return (
    <nav className={styles.landingNav} aria-label="Collections">
      <ul>
        {config.navLandingPages.map((page) => (
          <li key={page.id}>
            <NavLink to={page.urlKey === config.homePageType ? '/' : `/landing/${page.urlKey}`} end>
              {page.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function NavOrExternalLink({ url, title }: { url: string; title: string }) {
  return isInternalPath(url) ? <NavLink to={url}>{title}</NavLink> : <a href={url}>{title}</a>;
}
