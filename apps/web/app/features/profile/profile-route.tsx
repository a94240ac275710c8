import { MESSAGES, listsTabLabel, type PublicProfile } from '@trove/contracts';
import { Link, Outlet, useLocation } from 'react-router';
import type { Route } from './+types/profile-route';
import { Notice } from '../../components/notice.tsx';
import type { CrumbHandle } from '../../lib/crumb-handle.ts';
import { pageMeta, siteFromMatches } from '../../lib/meta.ts';
import { type ProfileShellData, loadProfileShell } from './profile-data.server.ts';
import styles from './profile.module.css';
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
  const onLists = path.endsWith('/lists');
  const onTags = path.endsWith('/tags');
  const onNotes = path.endsWith('/notes');
  const tabs = [
    { key: 'about', label: 'Activity', to: `${base}/about`, current: !onLists && !onTags && !onNotes },
    { key: 'lists', label: listsTabLabel(profile.listCount), to: `${base}/lists`, current: onLists },
    ...(showsTagsTab(profile) ? [{ key: 'tags', label: 'Tags', to: `${base}/tags`, current: onTags }] : []),
  ];
  // The Notes tab when there is a note the viewer may see (spec 03 §2), and always on one's own
  // profile, where the signed-in menu's Notes leads (as Tags).
  if (profile.own || profile.annotationCount > 0)
    tabs.push({ key: 'notes', label: 'Notes', to: `${base}/notes`, current: onNotes });
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
