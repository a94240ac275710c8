import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { SkipLink } from '../../lib/crumb-handle.ts';
import type { ApplicationConfig, EnvironmentConfig, ProfileInfo } from '@trove/contracts';
import { isInternalPath } from '../../lib/links.ts';
import { AccountArea } from './account-menu.tsx';
import styles from './header.module.css';

/** Configured entries the account area replaces: they lead to sign-in with the current address. */
const ACCOUNT_ENTRIES = new Set(['login', 'sign up']);

export function Header({
  config,
  environment,
  viewer,
  skipLinks = [],
  scripted = true,
}: {
  config: ApplicationConfig;
  environment: EnvironmentConfig;
  viewer: ProfileInfo | null;
  /** The page's own skip links (a results page's 'Skip to results'), right after 'Skip to main content'. */
  skipLinks?: SkipLink[];
  /** False on a page sent without scripts (the sign-in pages): its menus must work as HTML alone. */
  scripted?: boolean;
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
        </div>
        {config.navLandingPages.length > 0 ? (
          <LandingNav config={config} pathname={pathname} startOpen={scripted} />
        ) : null}
      </header>
    </>
  );
}

/**
 * The collections menu. Rendered open, so a wide screen shows it before the script runs, which
 * then closes it on a phone. On a page without scripts it starts closed: a phone shows its toggle,
 * a wide screen the list all the same (header.module.css).
 */
function LandingNav({
  config,
  pathname,
  startOpen,
}: {
  config: ApplicationConfig;
  pathname: string;
  startOpen: boolean;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  // Wide screens show the list open; the phone menu closes again after each navigation.
  useEffect(() => {
    const element = details.current;
    if (!element) return;
    element.open = window.matchMedia('(min-width: 701px)').matches;
  }, [pathname]);
  return (
    <nav className={styles.landingNav} aria-label="Collections">
      <details ref={details} open={startOpen}>
        <summary className={styles.menuToggle}>Browse collections</summary>
        <ul>
          {config.navLandingPages.map((page) => (
            <li key={page.id}>
              <NavLink to={page.urlKey === config.homePageType ? '/' : `/landing/${page.urlKey}`} end>
                {page.name}
              </NavLink>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}

function NavOrExternalLink({ url, title }: { url: string; title: string }) {
  return isInternalPath(url) ? <NavLink to={url}>{title}</NavLink> : <a href={url}>{title}</a>;
}
