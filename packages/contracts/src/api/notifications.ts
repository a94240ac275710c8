import { z } from 'zod';
import { recordId } from '../input.ts';
import { EarnedAchievementSchema } from './achievements.ts';
import { userContributionPage, userContributionPaging } from './contributions.ts';
import { UsernameParamSchema } from './profile.ts';

/**
 * Notifications (spec 03 §3 Notification, §4 Notification paging, §7; ADR 042): the list events
 * the lists issue records and the achievements a reader earns, split into alerts (things that ask
 * for attention, cleared one by one or all at once) and the feed (what happened on lists the
 * reader is part of, and their achievements). Also the About tab's activity feed: a reader's
 * public contributions.
 */

export const NOTIFICATION_CATEGORIES = [
  'COLLAB_LIST_JOIN_REQUEST',
  'COLLAB_LIST_NOT_COLLABORATIVE',
  'LIST_CHANGED',
  'LIST_OWNER_CHANGED',
  'COLLAB_LIST_ROLE_CHANGED',
  'LIST_DELETED',
  'LIST_ITEMS_CHANGED',
  'NOTES_CHANGED',
  'ACHIEVEMENT',
  // Issue 18 §2 (ADR 050): a data manager approved an application, or deactivated a key with a reason.
  'API_KEY_APPROVED',
  'API_KEY_DEACTIVATED',
] as const;
export const NotificationCategorySchema = z.enum(NOTIFICATION_CATEGORIES);
export type NotificationCategory = z.infer<typeof NotificationCategorySchema>;

/** Alerts ask the reader to act or tell them of a change to their own place on a list (ADR 042). */
export const ALERT_CATEGORIES: readonly NotificationCategory[] = [
  'COLLAB_LIST_JOIN_REQUEST',
  'COLLAB_LIST_NOT_COLLABORATIVE',
  'LIST_OWNER_CHANGED',
  'COLLAB_LIST_ROLE_CHANGED',
  'LIST_DELETED',
  'API_KEY_APPROVED',
  'API_KEY_DEACTIVATED',
];
/** The feed is everything else: changes to lists' contents and details, and achievements. */
export const FEED_CATEGORIES: readonly NotificationCategory[] = NOTIFICATION_CATEGORIES.filter(
  (c) => !ALERT_CATEGORIES.includes(c),
);

export const NOTIFICATION_TYPES = ['alert', 'feed'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationTypeOf = (category: NotificationCategory): NotificationType =>
  ALERT_CATEGORIES.includes(category) ? 'alert' : 'feed';

/** Spec 03 §9: a window is 7 days; the first covers days 0 to 7. */
export const NOTIFICATION_WINDOW_DAYS = 7;
/** The oldest day a window may reach back to (ten years), and the most one answer covers. */
export const NOTIFICATION_MAX_DAY = 3660;
export const NOTIFICATION_MAX_SPAN = 366;

const PersonSchema = z.object({ fullUserId: z.string(), displayName: z.string() });

/** The spec's detail fields; a category carries those that concern it. */
export const NotificationDetailsSchema = z.object({
  status: z.enum(['new', 'accepted', 'declined']).optional(),
  user: PersonSchema.optional(),
  listId: z.number().optional(),
  listTitle: z.string().optional(),
  nameChanged: z.boolean().optional(),
  descriptionChanged: z.boolean().optional(),
  facebookChanged: z.boolean().optional(),
  repImageChanged: z.boolean().optional(),
  oldOwner: PersonSchema.optional(),
  removedBySelf: z.boolean().optional(),
  removedByAdmin: z.boolean().optional(),
  reason: z.string().optional(),
  oldRole: z.string().nullable().optional(),
  newRole: z.string().nullable().optional(),
  userId: z.string().optional(),
  /** Item id to title, added or removed (collated events sum them). */
  newItems: z.record(z.string(), z.string().nullable()).optional(),
  removedItems: z.record(z.string(), z.string().nullable()).optional(),
  newNotesCount: z.number().optional(),
  achievements: z.array(EarnedAchievementSchema).optional(),
});
export type NotificationDetails = z.infer<typeof NotificationDetailsSchema>;

export const NotificationSchema = z.object({
  id: z.number(),
  category: NotificationCategorySchema,
  eventDate: z.string(),
  details: NotificationDetailsSchema,
});
export type Notification = z.infer<typeof NotificationSchema>;

/**
 * The notification page response (spec 03 §3): `total` is every notification of the type the
 * reader holds (uncleared, for alerts) whatever the window, so a page knows whether older ones
 * wait; `notificationCountNotCollated` counts the window's before collation.
 */
export const NotificationPageSchema = z.object({
  total: z.number().int().min(0),
  notificationCountNotCollated: z.number().int().min(0),
  startDay: z.number().int().min(0),
  endDay: z.number().int().min(0),
  notifications: z.array(NotificationSchema),
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

const day = z.coerce.number().int().min(0).max(NOTIFICATION_MAX_DAY);
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** GET /profile/user/notifications?type&startDay&endDay&collate (days back from now). */
export const NotificationQuerySchema = z
  .object({
    type: z.enum(NOTIFICATION_TYPES),
    startDay: day.default(0),
    endDay: day.default(NOTIFICATION_WINDOW_DAYS),
    collate: flag.default(false),
  })
  .refine((q) => q.endDay > q.startDay, {
    message: 'endDay must be later than startDay (days count back from today)',
    path: ['endDay'],
  })
  .refine((q) => q.endDay - q.startDay <= NOTIFICATION_MAX_SPAN, {
    message: `A window covers at most ${NOTIFICATION_MAX_SPAN} days`,
    path: ['endDay'],
  });
export type NotificationQuery = z.infer<typeof NotificationQuerySchema>;

export const NotificationIdParamsSchema = z.object({ id: recordId('notification') });

/** POST clearAlert and clearAllAlertsForUser: how many alerts this call cleared. */
export const ClearedAlertsSchema = z.object({ cleared: z.number().int().min(0) });
export type ClearedAlerts = z.infer<typeof ClearedAlertsSchema>;

/** One public contribution in a reader's activity feed. */
export const ActivityItemSchema = z.object({
  kind: z.enum(['tag', 'note', 'list', 'achievement']),
  date: z.string(),
  /** The tag's name, the note's text, the list's title or the achievement's name. */
  text: z.string(),
  /** What a tag or note is on, and where its page is (null: no page to go to). */
  on: z.object({ title: z.string().nullable(), link: z.string().nullable() }).nullable(),
  /** The list's page, for a list. */
  link: z.string().nullable(),
});
export type ActivityItem = z.infer<typeof ActivityItemSchema>;

export const ActivityParamsSchema = z.object({ username: UsernameParamSchema });
export const ActivityQuerySchema = z.object({ ...userContributionPaging });

export const ActivityPageSchema = z.object({
  ...userContributionPage,
  /** False when the reader has turned the feed off: nothing is shown, to anyone. */
  feedEnabled: z.boolean(),
  items: z.array(ActivityItemSchema),
});
export type ActivityPage = z.infer<typeof ActivityPageSchema>;
