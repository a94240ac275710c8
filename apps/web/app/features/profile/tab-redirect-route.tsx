import { redirect } from 'react-router';
import type { Route } from './+types/tab-redirect-route';
import { cookieOf } from '../../lib/api.ts';
import { api } from '../../lib/api-client.ts';
import { hasSession } from '../../lib/viewer.server.ts';
import { ownViewer } from './profile-data.server.ts';
import { profileBase } from '../../lib/profile-path.ts';
import { tabRedirect } from './profile-rules.ts';

/**
 * A profile tab without a page (spec 03 §2 redirect rules; ADR 039): a hidden tab, or one not
 * built yet, goes to About; Partner, Developers and Moderation go to / for anyone their role or
 * ownership does not allow.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const tab = (params['*'] ?? '').replace(/\/+$/, '');
  const own = params.username === undefined;
  const cookie = cookieOf(request);
  const viewer = own
    ? (await ownViewer(request)).viewer
    : hasSession(cookie)
      ? await api.profile.info({}, { cookie }).then((answer) => (answer.ok ? answer.data : null))
      : null;
  const isOwner = own || viewer?.username.toLowerCase() === params.username?.toLowerCase();
  return redirect(
    tabRedirect(profileBase(own ? null : (params.username ?? '')), tab, {
      own: isOwner,
      dashboardAccess: viewer?.dashboardAccess ?? false,
      contentManager: viewer?.contentManager ?? false,
    }),
  );
}

// Never drawn: the loader always redirects.
export default function TabRedirect() {
  return null;
}
