import {
  type Avatar,
  type ProfileDetailsBody,
  apiPathOf,
  ENDPOINTS,
  cleanProfileDetails,
  profileDetailProblems,
} from '@trove/contracts';
import type { ProfileDetailsRow } from '@trove/db';
import type { Caller } from '../auth/caller.ts';
import type { ServiceDeps } from '../deps.ts';
import { invalid, notFound, unauthenticated } from '../domain/errors.ts';
import { AVATAR_MEDIA_TYPE, resizeAvatar } from './avatar-image.ts';
import { maySeeProfile } from './profile-policy.ts';
import { profileApiFields } from './api-keys/api-keys.service.ts';

/** What a reader says about themselves and their picture (spec 03 §3, §5, §7; ADR 040). */

/** The picture's addresses: its version in them, so a new picture is never an old one from a cache. */
export function avatarOf(username: string, etag: string | null): Avatar | null {
  if (etag === null) return null;
  const url = (size?: '64') =>
    apiPathOf(ENDPOINTS.profileEdit.avatar, { username, v: etag, ...(size ? { size } : {}) });
  return { url: url(), smallUrl: url('64') };
}

/** The profile info fields this part of the profile area owns, as both profile answers carry them. */
export async function profileDetailFields(
  deps: ServiceDeps<'profileDetails' | 'hallOfFame' | 'apiKeys'>,
  userId: number,
  username: string,
  owner: boolean,
) {
  const [row, linesCorrected, api]: [
    ProfileDetailsRow | null,
    number,
    Awaited<ReturnType<typeof profileApiFields>>,
  ] = await Promise.all([
    deps.store.profileDetails.profileDetailsOf(userId),
    // Every filter's lines, any time (ADR 047).
    deps.store.hallOfFame.linesCorrectedBy(userId, 'all'),
    // The owner's alone: nobody else learns whether a reader holds a key (ADR 050).
    profileApiFields(deps, userId, owner),
  ]);
  if (!row) throw notFound('Your account no longer exists.');
  return {
    biography: row.biography,
    biographyVisible: row.biography !== null,
    website: row.website,
    twitter: row.twitter,
    facebook: row.facebook,
    orcid: row.orcid,
    avatar: avatarOf(username, row.avatarEtag),
    linesCorrected,
    ...api,
  };
}

/**
 * POST /profile/user: the signed-in reader's own fields, checked with the shared rules (the
 * page checks them alike). The first refused field is the message; details name every one.
 */
export async function saveProfileDetails(
  deps: ServiceDeps<'profileDetails'>,
  caller: Caller | null,
  body: ProfileDetailsBody,
) {
  if (!caller) throw unauthenticated();
  const details = cleanProfileDetails(body);
  const problems = profileDetailProblems(details);
  const [first] = problems;
  if (first)
    throw invalid(first.message, { code: 'invalid_profile', details: { field: first.field, problems } });
  if (!(await deps.store.profileDetails.saveProfileDetails(caller.userId, details)))
    throw notFound('Your account no longer exists.');
  return details;
}

/** Upload: the picture resized and kept, replacing any before it. */
export async function saveAvatar(
  deps: ServiceDeps<'profileDetails' | 'accounts'>,
  caller: Caller,
  upload: Buffer,
) {
  const account = await deps.store.accounts.findAccountById(caller.userId);
  if (!account) throw notFound('Your account no longer exists.');
  const avatar = await resizeAvatar(upload);
  await deps.store.profileDetails.saveAvatar(caller.userId, avatar);
  return { avatar: avatarOf(account.username, avatar.etag) };
}

export async function removeAvatar(deps: ServiceDeps<'profileDetails'>, caller: Caller | null) {
  if (!caller) throw unauthenticated();
  await deps.store.profileDetails.removeAvatar(caller.userId);
  return { avatar: null };
}

export interface AvatarAnswer {
  image: Buffer;
  mediaType: string;
  etag: string;
  /** Whether anyone may see it (a public profile), so shared caches may keep it. */
  shared: boolean;
}

/**
 * GET /profile/{user}/avatar: one size of a reader's picture. A private profile's picture is for
 * those who may see the profile; to anyone else it is missing, as the profile is (ADR 039).
 */
export async function avatarImage(
  deps: ServiceDeps<'profileDetails' | 'accounts'>,
  username: string,
  size: '256' | '64',
  caller: Caller | null,
): Promise<AvatarAnswer> {
  const account = await deps.store.accounts.findAccountByUsername(username);
  const missing = () => notFound(`${username} has no picture.`);
  if (!account || !maySeeProfile(caller, account.id, account.profilePublic)) throw missing();
  const found = await deps.store.profileDetails.avatarImageOf(account.id, size === '64' ? 'small' : 'large');
  if (!found) throw missing();
  return {
    image: found.image,
    mediaType: found.mediaType || AVATAR_MEDIA_TYPE,
    etag: found.etag,
    shared: account.profilePublic,
  };
}
