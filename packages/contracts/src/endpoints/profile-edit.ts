import { z } from 'zod';
import {
  AvatarParamsSchema,
  AvatarQuerySchema,
  AvatarResultSchema,
  ProfileDetailsBodySchema,
  SavedProfileDetailsSchema,
} from '../api/profile-details.ts';
import { endpoint } from './endpoint.ts';

/** Spec 03 §7 Profile: the reader's own profile edit and picture (ADR 040). */
export const profileEdit = {
  save: endpoint({
    method: 'POST',
    path: '/profile/user',
    group: 'profile',
    summary: 'Save what the signed-in reader says about themselves (biography, website, handles, ORCID iD)',
    description:
      'Each field optional; an empty one is cleared. A refused field answers 400 with the spec’s message and `details: { field, problems: [{ field, message }] }`.',
    body: ProfileDetailsBodySchema,
    response: SavedProfileDetailsSchema,
    errors: [400, 401, 404],
  }),
  uploadAvatar: endpoint({
    method: 'POST',
    path: '/profile/avatar',
    group: 'profile',
    summary: 'Upload the signed-in reader’s picture: multipart/form-data with one file in the field `avatar`',
    description:
      'JPEG, PNG, WebP or GIF of at most 5 MB, kept as 256 and 64 pixel squares. 413 when too big, 415 when not such an image. Pages without script post to their own action, which calls this.',
    response: AvatarResultSchema,
    errors: [400, 401, 404, 413, 415],
  }),
  removeAvatar: endpoint({
    method: 'DELETE',
    path: '/profile/deleteAvatar',
    group: 'profile',
    summary: 'Remove the signed-in reader’s picture',
    response: AvatarResultSchema,
    errors: [401, 404],
  }),
  avatar: endpoint({
    method: 'GET',
    path: '/profile/:username/avatar',
    group: 'profile',
    summary:
      'A reader’s picture (WebP), 256 pixels square or 64 with size=64; a private profile’s only for those who may see it',
    params: AvatarParamsSchema,
    query: AvatarQuerySchema,
    // An image, not JSON: a browser loads it from an <img>.
    response: z.unknown(),
    file: true,
    errors: [400, 404],
  }),
};
