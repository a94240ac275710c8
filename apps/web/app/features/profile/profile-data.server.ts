import type { ProfileInfo, PublicProfile } from '@trove/contracts';
import { data } from 'react-router';
import { cookieOf } from '../../lib/api.ts';
import { api } from '../../lib/api-client.ts';
import { requireSession, signInAndReturn } from '../../lib/login-guard.server.ts';
import { pageStatus } from '../../lib/page-status.ts';
import { profileBase } from '../../lib/profile-path.ts';

export type ProfileShellData =
  | {
      profile: PublicProfile;
      /** Where this profile's tabs hang: /userProfile or /userProfile/user/{name}. */
      base: string;
      /** The own profile of a content manager, which has the Moderation tab (ADR 045). */
      moderator: boolean;
      /** The own profile of a data manager, which has the Review corrections tab (issue 17). */
      dataManager: boolean;
      /** The own profile's Downloads tab shows: downloads are offered (maximumExportSize > 0). */
      downloads: boolean;
      status: 200;
      /** The signed-in viewer holds the partner role (their own profile shows the Partner tab). */
      dashboardAccess: boolean;
    }
  | { profile: null; base: string; status: number; username: string };

/**
 * The signed-in reader's own user name: a visitor without a session, or whose session has
 * ended, signs in and comes back (spec 03 §2 login guard).
 */
export async function ownViewer(request: Request): Promise<{ viewer: ProfileInfo; cookie: string }> {
  const cookie = requireSession(request);
  const info = await api.profile.info({}, { cookie });
  if (!info.ok) {
    if (info.status === 401) signInAndReturn(request);
    throw data(null, { status: pageStatus(info) });
  }
  return { viewer: info.data, cookie };
}

/**
 * The profile a page of the profile area shows (ADR 039): the reader's own (`username` null,
 * login required) or anyone's by name. A private profile the viewer may not see is not found,
 * as an unknown name is.
 */
export async function loadProfileShell(request: Request, username: string | undefined) {
  let cookie = cookieOf(request);
  let name = username ?? null;
  let dashboardAccess = false;
  let moderator = false;
  let dataManager = false;
  let downloads = false;
  if (name === null) {
    const own = await ownViewer(request);
    cookie = own.cookie;
    name = own.viewer.username;
    dashboardAccess = own.viewer.dashboardAccess;
    moderator = own.viewer.contentManager;
    dataManager = own.viewer.roles.includes('dataManager');
    downloads = own.viewer.maximumExportSize > 0;
  }
  const answer = await api.profile.ofUser({ username: name }, { cookie });
  const base = profileBase(username === undefined ? null : name);
  if (!answer.ok) {
    const status = pageStatus(answer);
    return data<ProfileShellData>({ profile: null, base, status, username: name }, { status });
  }
  return data<ProfileShellData>({
    profile: answer.data,
    base,
    status: 200,
    dashboardAccess,
    moderator,
    dataManager,
    downloads,
  });
}

/** The name whose lists or tabs a child page shows: the viewer's own, or the one in the address. */
export async function profileName(request: Request, username: string | undefined): Promise<string> {
  return username ?? (await ownViewer(request)).viewer.username;
}
