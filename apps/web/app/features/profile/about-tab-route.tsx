import { AVATAR_MESSAGES, PROFILE_DETAIL_WORDS } from '@trove/contracts';
import { Link, useLocation, useOutletContext } from 'react-router';
import type { Route } from './+types/about-tab-route';
import { Notice } from '../../components/notice.tsx';
import { CsrfContext } from '../../lib/csrf-field.tsx';
import { clearNotifications, loadAboutActivity } from './about-activity-data.server.ts';
import { editProfile, loadAboutTab } from './about-edit-data.server.ts';
import { aboutHref } from './about-edit-rules.ts';
import { ActivityFeed } from './activity-feed.tsx';
import { AvatarForms, AvatarImage } from './avatar-panel.tsx';
import { NOTIFICATION_WORDS } from './notification-words.ts';
import { NotificationsPanel } from './notifications-panel.tsx';
import { ProfileDetails } from './profile-details.tsx';
import { ProfileEditForm } from './profile-edit-form.tsx';
import type { ProfileOutlet } from './profile-route.tsx';
import styles from './profile.module.css';

export async function loader({ request, params }: Route.LoaderArgs) {
  return { ...(await loadAboutActivity(request, params.username)), ...loadAboutTab(request) };
}

/** The tab's forms: clearing notifications (ADR 042), or the profile and its picture (ADR 040). */
export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'clearAll' || intent === 'clearAlert')
    return clearNotifications(request, form, params.username);
  return editProfile(request, form);
}

const count = (n: number) => n.toLocaleString('en-AU');
const joined = (iso: string) =>
  new Date(iso).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const DONE_WORDS = {
  saved: PROFILE_DETAIL_WORDS.saved,
  avatarSaved: AVATAR_MESSAGES.saved,
  avatarRemoved: AVATAR_MESSAGES.removed,
} as const;

/**
 * The About tab (spec 03 §2 'Activity'; §3 Profile info; ADR 039, 040, 042): the reader's picture,
 * what they say about themselves, their names, when they joined, and how many tags, notes and
 * lists the viewer may see; the owner edits the profile (`?edit=profile`) and the picture here.
 * On one's own profile the notifications panel and feed follow, and the activity feed when the
 * viewer may see it.
 */
export default function AboutTab({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, base } = useOutletContext<ProfileOutlet>();
  const { search } = useLocation();
  const { editing, done, csrf } = loaderData;
  const refusedProfile = actionData?.form === 'profile' ? actionData : null;
  const refusedAvatar = actionData?.form === 'avatar' ? actionData.message : null;
  const refusedClear = actionData?.form === 'notifications' ? actionData.message : null;
  // A link of one panel keeps the others' windows and pages (the address holds them all).
  const withQuery = (key: string, value: number, hash: string) => {
    const query = new URLSearchParams(search);
    query.delete('cleared');
    query.set(key, String(value));
    return `${base}/about?${query.toString()}#${hash}`;
  };
  const rows: [string, string][] = [
    ['Display name', profile.displayName],
    ['User name', profile.username],
    ['Member since', joined(profile.created)],
    ['Tags', count(profile.tagCount)],
    ['Notes', count(profile.annotationCount)],
    ['Lists', count(profile.listCount)],
  ];
  if (profile.own) rows.push(['Profile', profile.publiclyVisible ? 'Public' : 'Private']);
  const showForm = profile.own && (editing || refusedProfile !== null);
  const cleared = loaderData.cleared ? NOTIFICATION_WORDS.cleared[loaderData.cleared] : null;
  return (
    <CsrfContext.Provider value={csrf}>
      <section aria-labelledby="about-heading" className={styles.panel}>
        <h2 id="about-heading">About</h2>
        <div role="status" className={styles.status}>
          {done && profile.own ? <Notice tone="success">{DONE_WORDS[done]}</Notice> : null}
        </div>
        <div className={styles.avatarRow}>
          <AvatarImage profile={profile} />
          {profile.own ? <AvatarForms profile={profile} problem={refusedAvatar} /> : null}
        </div>
        {showForm ? (
          <ProfileEditForm profile={profile} refused={refusedProfile} />
        ) : (
          <>
            <ProfileDetails profile={profile} />
            {profile.own ? (
              <p>
                <Link to={aboutHref({ edit: true })} className={styles.button}>
                  {PROFILE_DETAIL_WORDS.edit}
                </Link>
              </p>
            ) : null}
          </>
        )}
        <dl className={styles.facts}>
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {refusedClear ? <Notice tone="error">{refusedClear}</Notice> : null}
      {loaderData.alerts ? (
        <NotificationsPanel
          id="notifications"
          heading={NOTIFICATION_WORDS.alertsHeading}
          kind="alert"
          panel={loaderData.alerts}
          olderHref={(days) => withQuery('alertDays', days, 'notifications')}
          status={cleared}
        />
      ) : null}
      {loaderData.feed ? (
        <NotificationsPanel
          id="feed"
          heading={NOTIFICATION_WORDS.feedHeading}
          kind="feed"
          panel={loaderData.feed}
          olderHref={(days) => withQuery('feedDays', days, 'feed')}
        />
      ) : null}
      {loaderData.activity ? (
        <ActivityFeed
          activity={loaderData.activity}
          own={profile.own}
          displayName={profile.displayName}
          page={loaderData.activityPage}
          pageHref={(page) => withQuery('activityPage', page, 'activity')}
        />
      ) : null}
    </CsrfContext.Provider>
  );
}
