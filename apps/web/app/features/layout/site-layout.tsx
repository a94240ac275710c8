import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useMatches, useNavigation } from 'react-router';
import type { CrumbHandle, SkipLink } from '../../lib/crumb-handle.ts';
import type { RootData } from '../../lib/site.ts';
import { AchievementsProvider } from '../../components/achievements.tsx';
import { Alerts } from './alerts.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { BrowserNotice } from './browser-notice.tsx';
import { CriticalFailure } from './critical-failure.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import styles from './site-layout.module.css';

/** The skip links the page itself offers (its route's handle), for the page as loaded. */
function pageSkipLinks(matches: ReturnType<typeof useMatches>): SkipLink[] {
  const match = matches.at(-1);
  const handle = match?.handle as CrumbHandle | undefined;
  return typeof handle?.skipLinks === 'function' ? handle.skipLinks(match?.loaderData) : [];
}

/** Spec 01 §2.2: system tag, header, alerts, breadcrumbs, the page, then the footer. */
export function SiteLayout({
  data,
  product,
  children,
}: {
  data: RootData;
  product: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const matches = useMatches();
  const skipLinks = pageSkipLinks(matches);
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);
  // After a client-side move to another page, start screen-reader and keyboard users at its content.
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  if (!data.config || !data.environment) return <CriticalFailure product={product} />;
  const busy = navigation.state !== 'idle';
  return (
    <AchievementsProvider>
      <div className={busy ? styles.progress : styles.idle} role="status">
        {busy ? <span className="visually-hidden">Loading</span> : null}
      </div>
      <Header
        config={data.config}
        environment={data.environment}
        viewer={data.viewer}
        skipLinks={skipLinks}
      />
      <BrowserNotice product={product} />
      <Alerts alerts={data.alerts} />
      <Breadcrumbs />
      <main id="main" ref={main} tabIndex={-1} className={styles.main} aria-busy={busy || undefined}>
        {children}
      </main>
      <Footer config={data.config} />
    </AchievementsProvider>
  );
}
