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
      status: 200;
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
  if (name === null) {
    const own = await ownViewer(request);
    cookie = own.cookie;
    name = own.viewer.username;
  }
  const answer = await api.profile.ofUser({ username: name }, { cookie });
  const base = profileBase(username === undefined ? null : name);
  if (!answer.ok) {
    const status = pageStatus(answer);
    return data<ProfileShellData>({ profile: null, base, status, username: name }, { status });
  }
  return data<ProfileShellData>({ profile: answer.data, base, status: 200 });
}

/** The name whose lists or tabs a child page shows: the viewer's own, or the one in the address. */
export async function profileName(request: Request, username: string | undefined): Promise<string> {
  return username ?? (await ownViewer(request)).viewer.username;
}
