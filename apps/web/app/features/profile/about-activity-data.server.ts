import { type ActivityPage, MESSAGES, type NotificationPage, USER_CONTRIBUTION_PAGE } from '@trove/contracts';
import { data, redirect } from 'react-router';
import { actionApi, formCsrfToken } from '../../lib/action-api.server.ts';
import { cookieOf } from '../../lib/api.ts';
import { api } from '../../lib/api-client.ts';
import { profileBase } from '../../lib/profile-path.ts';
import { NOTIFICATION_WORDS as WORDS, windowDaysOf } from './notification-words.ts';
import { profileName } from './profile-data.server.ts';

/**
 * What the About tab shows beside the profile's facts (issue 16 §2; ADR 042): on one's own
 * profile the notifications panel (alerts) and the feed, each over the days its address asks for
 * ('Load older' is a link: no script needed), and on any profile the activity feed when the viewer
 * may see it. Clearing alerts is a form posted to the tab (ADR 038's page forms).
 */

export const ACTIVITY_PAGE_SIZE = USER_CONTRIBUTION_PAGE.size;

/** A panel's page, or the spec's failure words when the call failed. */
export type PanelData = { page: NotificationPage; failed: null } | { page: null; failed: string };

export interface AboutActivityData {
  alerts: PanelData | null;
  feed: PanelData | null;
  /** Null when the viewer may not see it (or it could not be read). */
  activity: ActivityPage | null;
  activityPage: number;
  cleared: 'all' | 'one' | null;
  csrf: string;
}

const pageOf = (raw: string | null) => {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= 1 && n <= 50_000 ? n : 1;
};

export async function loadAboutActivity(request: Request, username: string | undefined) {
  const url = new URL(request.url);
  const cookie = cookieOf(request);
  const own = username === undefined;
  const name = await profileName(request, username);
  const activityPage = pageOf(url.searchParams.get('activityPage'));
  const panel = async (type: 'alert' | 'feed', param: string): Promise<PanelData> => {
    const endDay = windowDaysOf(url.searchParams.get(param));
    const answer = await api.notifications.list(
      { type, startDay: '0', endDay: String(endDay), collate: 'true' },
      { cookie },
    );
    return answer.ok ? { page: answer.data, failed: null } : { page: null, failed: WORDS.failed.load };
  };
  const [alerts, feed, activity] = await Promise.all([
    own ? panel('alert', 'alertDays') : null,
    own ? panel('feed', 'feedDays') : null,
    api.notifications.activity(
      {
        username: name,
        startPos: String((activityPage - 1) * ACTIVITY_PAGE_SIZE),
        pageSize: String(ACTIVITY_PAGE_SIZE),
      },
      { cookie },
    ),
  ]);
  const cleared = url.searchParams.get('cleared');
  return {
    alerts,
    feed,
    activity: activity.ok ? activity.data : null,
    activityPage,
    cleared: cleared === 'all' || cleared === 'one' ? cleared : null,
    csrf: formCsrfToken(request),
  } satisfies AboutActivityData;
}

export type ClearOutcome = { ok: false; form: 'notifications'; message: string };

/** 'Clear all' and one alert's 'Clear', posted from the panel; back to the tab saying it is done. */
export async function clearNotifications(request: Request, form: FormData, username: string | undefined) {
  const intent = form.get('intent');
  const base = profileBase(username ?? null);
  const refuse = (status: number, message: string) =>
    data<ClearOutcome>({ ok: false, form: 'notifications', message }, { status });
  if (intent === 'clearAll') {
    const result = await actionApi(request).notifications.clearAll({});
    if (!result.ok)
      return refuse(
        result.status === 401 || result.status === 403 ? result.status : 502,
        result.status === 401 || result.status === 403 ? MESSAGES.noPermission : WORDS.failed.all,
      );
    throw redirect(`${base}/about?cleared=all#notifications`);
  }
  const raw = form.get('id');
  const id = typeof raw === 'string' && /^[1-9]\d{0,9}$/.test(raw) ? raw : null;
  if (intent !== 'clearAlert' || id === null) return refuse(400, WORDS.failed.one);
  const result = await actionApi(request).notifications.clearAlert({ id });
  if (!result.ok) {
    if (result.status === 401 || result.status === 403) return refuse(result.status, MESSAGES.noPermission);
    if (result.status === 404) return refuse(404, MESSAGES.notFound('notification', id));
    return refuse(502, WORDS.failed.one);
  }
  throw redirect(`${base}/about?cleared=one#notifications`);
}
