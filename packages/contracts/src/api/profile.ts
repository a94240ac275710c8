import { z } from 'zod';
import { text } from '../input.ts';
import { UserAchievementSchema } from './achievements.ts';
import { PROFILE_DETAIL_SHAPE } from './profile-details.ts';

/** The roles an account may hold (spec 03 §6). */
export const RoleSchema = z.enum([
  'dataManager',
  'qa',
  'contentManager',
  'partner',
  'staff',
  'profileViewer',
]);
export type RoleName = z.infer<typeof RoleSchema>;

/** GET /configuration/kcInit: the identity provider as the spec's environment config names it. */
export const KcInitSchema = z.object({
  /** The provider's base address (a Keycloak server, or this site's /auth). */
  url: z.string(),
  realm: z.string(),
  /** Where the provider sends the visitor back after sign-in. */
  redirectUri: z.string(),
  /** The provider's authorisation endpoint. */
  kcAuthUrl: z.string(),
});
export type KcInit = z.infer<typeof KcInitSchema>;

/** GET /profile/info: the signed-in user's own profile (spec 01 §3 User profile, 03 §3). */
export const ProfileInfoSchema = z.object({
  username: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  roles: z.array(RoleSchema),
  /** Unread notifications (the header's dot). */
  notificationAlerts: z.number().int().min(0),
  /** Records a search download may hold; 0 hides Downloads (ADR 018). */
  maximumExportSize: z.number().int().min(0),
  dashboardAccess: z.boolean(),
  contentManager: z.boolean(),
  /** Every achievement the account holds (ADR 020). */
  userAchievement: UserAchievementSchema,
  created: z.string(),
  /** Spec 03 §3: the reader's own tags and notes, private ones too. */
  tagCount: z.number().int().min(0),
  annotationCount: z.number().int().min(0),
  ...PROFILE_DETAIL_SHAPE,
  /** The privacy switches (spec 03 §3, §4; ADR 041). */
  publiclyVisible: z.boolean(),
  activityVisible: z.boolean(),
  feedEnabled: z.boolean(),
  /** An e-mail change waiting for its link to be followed (ADR 041). */
  pendingEmail: z.string().nullable(),
  /** The external sign-in provider's own account page; null for the embedded provider's accounts. */
  providerAccountUrl: z.string().nullable(),
});
export type ProfileInfo = z.infer<typeof ProfileInfoSchema>;

/**
 * GET /profile/{username}: a reader's profile info (spec 03 §3) as far as it exists yet (ADR 039):
 * names, visibility and the counts of what the caller may see of their tags, notes and lists. A
 * private profile answers only its owner and viewers allowed to see private profiles.
 */
export const PublicProfileSchema = z.object({
  username: z.string(),
  displayName: z.string(),
  created: z.string(),
  /** Spec 03 §3 `user`: the account as lists and notes name it. */
  user: z.object({ fullUserId: z.string(), displayName: z.string() }),
  publiclyVisible: z.boolean(),
  /** Whether the caller is this reader (the page shows the owner's words and tabs). */
  own: z.boolean(),
  tagCount: z.number().int().min(0),
  annotationCount: z.number().int().min(0),
  /** Lists the reader owns or works on that the caller may see. */
  listCount: z.number().int().min(0),
  ...PROFILE_DETAIL_SHAPE,
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

/**
 * A user name in a path (profiles, a user's tags, notes and lists). Spaces around it are dropped,
 * and a blank one is refused with a clear message rather than looked up. Case does not matter.
 */
export const UsernameParamSchema = text().trim().min(1, 'A user name must not be blank.').max(200);

export const ProfileUsernameParamsSchema = z.object({ username: UsernameParamSchema });

/** GET /profile/logout. */
export const LogoutResultSchema = z.object({ loggedOut: z.literal(true) });
