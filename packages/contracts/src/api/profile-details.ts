import { z } from 'zod';
import { text } from '../input.ts';
import { ApiDetailsSchema } from './api-keys.ts';

/**
 * The profile info fields of spec 03 §3 that the profile edit and avatar calls own (ADR 040),
 * spread into both profile answers (GET /profile/{username} and GET /profile/info).
 */
export const AvatarSchema = z.object({
  /** The 256 px picture; the address changes with the picture, so a browser never shows an old one. */
  url: z.string(),
  /** The 64 px picture (the signed-in menu). */
  smallUrl: z.string(),
});
export type Avatar = z.infer<typeof AvatarSchema>;

export const PROFILE_DETAIL_SHAPE = {
  biography: z.string().nullable(),
  /** Whether the About tab shows a biography (there is one). */
  biographyVisible: z.boolean(),
  website: z.string().nullable(),
  twitter: z.string().nullable(),
  facebook: z.string().nullable(),
  orcid: z.string().nullable(),
  /** Null when the reader has no picture: the page shows their initials. */
  avatar: AvatarSchema.nullable(),
  /** 0 until text corrections exist (their issue); no correction is ever counted here yet. */
  linesCorrected: z.number().int().min(0),
  /** Whether the reader holds a key or an application for one (issue 18 §2, ADR 050). */
  hasAPIKey: z.boolean(),
  /** Spec 03 §3 API details: the owner's alone; null for anyone else and when there is none. */
  apiDetails: ApiDetailsSchema.nullable(),
};

/**
 * POST /profile/user: the profile body. Each field is optional text (absent or null keeps it
 * empty); lengths and shapes are checked by the service with the spec's own messages
 * (profile-details-rules.ts), so a page gets the words of 03 §5 on the field, not zod's.
 */
const field = text().max(100_000).nullish();
export const ProfileDetailsBodySchema = z.object({
  biography: field,
  website: field,
  twitter: field,
  facebook: field,
  orcid: field,
});
export type ProfileDetailsBody = z.input<typeof ProfileDetailsBodySchema>;

/** The saved fields, as the profile answers show them. */
export const SavedProfileDetailsSchema = z.object({
  biography: z.string().nullable(),
  website: z.string().nullable(),
  twitter: z.string().nullable(),
  facebook: z.string().nullable(),
  orcid: z.string().nullable(),
});

/** POST /profile/avatar and DELETE /profile/deleteAvatar: the picture now (null once removed). */
export const AvatarResultSchema = z.object({ avatar: AvatarSchema.nullable() });

export const AvatarParamsSchema = z.object({ username: text().trim().min(1).max(200) });
/** Which size: 256 (the default) or 64. */
export const AvatarQuerySchema = z.object({
  size: z.enum(['256', '64']).optional(),
  /** The picture's version (its ETag), so a changed picture has a new address; not read otherwise. */
  v: text().max(100).optional(),
});
