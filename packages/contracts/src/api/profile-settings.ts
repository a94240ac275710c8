import { z } from 'zod';
import { text } from '../input.ts';
import type { PRIVACY_SWITCHES } from './profile-settings-rules.ts';

/** The Settings tab's calls (spec 03 §7 Profile; ADR 041). */

/** POST /profile/user/email: the new address as plain text (a JSON string is read alike). */
export const EmailChangeBodySchema = text().max(1000);

export const EmailChangeResultSchema = z.object({
  /** The address the confirmation link went to; the account's address changes when it is followed. */
  pendingEmail: z.string(),
});
export type EmailChangeResult = z.infer<typeof EmailChangeResultSchema>;

/** POST /profile/user/email/confirm: the token of the link sent to the new address. */
export const EmailConfirmBodySchema = z.object({ token: text().max(200) });
export const EmailConfirmResultSchema = z.object({ email: z.string() });

/** POST /profile/user/username. */
export const UsernameChangeBodySchema = z.object({ username: text().max(200) });
export const UsernameChangeResultSchema = z.object({ username: z.string() });

/** POST /profile/user/password: through the embedded identity provider (ADR 041). */
export const PasswordChangeBodySchema = z.object({
  currentPassword: text().max(1000),
  newPassword: text().max(1000),
});
export const PasswordChangeResultSchema = z.object({ changed: z.literal(true) });

/**
 * POST /profile/user/confirm-password (ADR 056): the password typed again opens the sensitive
 * changes (e-mail address, user name, deleting the account) to this session for 15 minutes.
 */
export const PasswordConfirmBodySchema = z.object({ password: text().max(1000) });
export const PasswordConfirmResultSchema = z.object({
  /** Until when this session may make the sensitive changes without being asked again. */
  confirmedUntil: z.string(),
});

/** POST /profile/user/privacy: any of the three switches; those left out stay as they are. */
export const PrivacyBodySchema = z
  .object({
    publiclyVisible: z.boolean().optional(),
    activityVisible: z.boolean().optional(),
    feedEnabled: z.boolean().optional(),
  } satisfies Record<(typeof PRIVACY_SWITCHES)[number], z.ZodType>)
  .strict();
export type PrivacyBody = z.infer<typeof PrivacyBodySchema>;

export const PrivacyResultSchema = z.object({
  publiclyVisible: z.boolean(),
  activityVisible: z.boolean(),
  feedEnabled: z.boolean(),
  /** What the change did (spec 03 §4): own lists made private and non-collaborative, others' lists left. */
  listsMadePrivate: z.number().int().min(0),
  collaborationsLeft: z.number().int().min(0),
  feedEventsDeleted: z.number().int().min(0),
});
export type PrivacyResult = z.infer<typeof PrivacyResultSchema>;

/** DELETE /profile/{fullUsername}. */
export const AccountDeletedSchema = z.object({ deleted: z.literal(true) });
