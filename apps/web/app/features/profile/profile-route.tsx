import { MESSAGES, isNeutralUsername, listsTabLabel, type PublicProfile } from '@trove/contracts';
import { Link, Outlet, useLocation } from 'react-router';
import type { Route } from './+types/profile-route';
import { Notice } from '../../components/notice.tsx';
import type { CrumbHandle } from '../../lib/crumb-handle.ts';
import { pageMeta, siteFromMatches } from '../../lib/meta.ts';
import { type ProfileShellData, loadProfileShell } from './profile-data.server.ts';
import styles from './profile.module.css';
import { settingsHref } from './settings-rules.ts';
import { showsTagsTab } from './tags-tab-rules.ts';

/** What the tab pages of a profile take from its shell. */
export interface ProfileOutlet {
  profile: PublicProfile;
  base: string;
}

export function loader({ request, params }: Route.LoaderArgs) {
  return loadProfileShell(request, params.username);
}

const heading = (data: ProfileShellData | undefined, own: boolean) =>
  data?.profile ? (own ? 'My profile' : data.profile.displayName) : 'Profile not found';

export const handle: CrumbHandle = {
  crumbs: (loaded) => {
    const data = loaded as ProfileShellData | undefined;
    const own = data?.base === '/userProfile';
    return [{ text: heading(data, own), ...(data?.profile ? { to: data.base } : {}) }];
  },
};

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const own = loaderData?.base === '/userProfile';
  const title = heading(loaderData, own);
  return pageMeta({
    site: siteFromMatches(matches),
    title,
    description: loaderData?.profile ? `${loaderData.profile.displayName}'s profile` : title,
    path: loaderData?.base ?? '/userProfile',
    noindex: true,
  });
}

/**
 * The profile area's shell (spec 03 §2 Profile area; ADR 039): the reader's name, the tabs served
 * so far (Activity, that is About, and Lists with its count) and the selected tab's page. The own
 * profile needs sign-in; a private profile is not found for anyone not allowed to see it.
 */
export default function ProfileRoute({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  if (!loaderData.profile)
    return (
      <div className={styles.page}>
        <h1>Profile not found</h1>
        <Notice tone="info">
          <p>
            {loaderData.status === 404
              ? MESSAGES.notFound('user', loaderData.username)
              : MESSAGES.unexpected('load this profile')}
          </p>
        </Notice>
      </div>
    );
  const { profile, base } = loaderData;
  const path = pathname.replace(/\/+$/, '');
  const own = profile.own;
  // The tabs in spec 03 §2's order, each only where it shows: Notes always on one's own profile,
  // where the signed-in menu's Notes leads (as Tags), elsewhere when there is a note to see;
  // Downloads, Partner, Settings and Moderate Content on one's own profile, by role.
  const shown: [key: string, label: string, suffix: string, when: boolean][] = [
    ['corrections', 'Text corrections', '/corrections', true],
    ['lists', listsTabLabel(profile.listCount), '/lists', true],
    ['tags', 'Tags', '/tags', showsTagsTab(profile)],
    ['notes', 'Notes', '/notes', own || profile.annotationCount > 0],
    ['downloads', 'Downloads', '/downloads', own && loaderData.downloads],
    ['partner', 'Partner', '/partner', own && loaderData.dashboardAccess],
    ['settings', 'Settings', '/settings', own],
    ['developers', 'Trove API', '/developers', own],
    ['moderate', 'Moderate Content', '/moderate/content', own && loaderData.moderator],
    ['review', 'Review corrections', '/moderate/corrections', own && loaderData.dataManager],
    ['apiKeys', 'API key applications', '/moderate/api-keys', own && loaderData.dataManager],
  ];
  // The current tab is the one whose address ends the path most closely: /moderate/corrections is
  // Review corrections, not Text corrections.
  const currentSuffix = shown
    .map(([, , suffix]) => suffix)
    .filter((suffix) => path.endsWith(suffix))
    .sort((a, b) => b.length - a.length)[0];
  const others = shown
    .filter(([, , , when]) => when)
    .map(([key, label, suffix]) => ({
      key,
      label,
      to: `${base}${suffix}`,
      current: suffix === currentSuffix,
    }));
  // About is the index too, so it is current whenever no other tab is.
  const about = {
    key: 'about',
    label: 'Activity',
    to: `${base}/about`,
    current: !others.some((t) => t.current),
  };
  const tabs = [about, ...others];
  const context: ProfileOutlet = { profile, base };
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{profile.own ? 'My profile' : profile.displayName}</h1>
        <p className={styles.names}>
          {profile.own ? <span className={styles.displayName}>{profile.displayName}</span> : null}
          <span className={styles.username}>{profile.username}</span>
          {!profile.publiclyVisible ? <span className={styles.badge}>Private profile</span> : null}
        </p>
      </header>
      {/* Issue 16 §1: a reader given a neutral name (ADR 039) chooses their own on their first visit. */}
      {own && isNeutralUsername(profile.username) && !path.endsWith('/settings') ? (
        <Notice tone="info">
          <p>
            {`Your user name, ${profile.username}, was given to you until you choose one. `}
            <Link to={settingsHref({ change: 'username' })}>Choose your user name</Link>
          </p>
        </Notice>
      ) : null}
      <nav aria-label="Profile" className={styles.tabs}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab.key}>
              <Link to={tab.to} aria-current={tab.current ? 'page' : undefined} className={styles.tab}>
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet context={context} />
    </div>
  );
}
