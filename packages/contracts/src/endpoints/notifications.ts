import {
  ActivityPageSchema,
  ActivityParamsSchema,
  ActivityQuerySchema,
  ClearedAlertsSchema,
  NotificationIdParamsSchema,
  NotificationPageSchema,
  NotificationQuerySchema,
} from '../api/notifications.ts';
import { endpoint } from './endpoint.ts';

/** The notification calls of spec 03 §7 Profile, and the About tab's activity feed (ADR 042). */
export const notifications = {
  list: endpoint({
    method: 'GET',
    path: '/profile/user/notifications',
    group: 'profile',
    summary: "The signed-in reader's alerts or feed over a window of days, optionally collated",
    description:
      'type (alert or feed), startDay and endDay (days back from now; 0 and 7 by default, at most 366 days a window), collate (true or false). Alerts are those not cleared; the feed is empty while the reader has it turned off.',
    query: NotificationQuerySchema,
    response: NotificationPageSchema,
    errors: [400, 401],
  }),
  clearAll: endpoint({
    method: 'POST',
    path: '/profile/user/notifications/clearAllAlertsForUser',
    group: 'profile',
    summary: "Clears every one of the signed-in reader's alerts",
    response: ClearedAlertsSchema,
    errors: [401],
  }),
  clearAlert: endpoint({
    method: 'POST',
    path: '/profile/user/notifications/clearAlert/:id',
    group: 'profile',
    summary: "Clears one of the signed-in reader's alerts; anyone else's is not found",
    params: NotificationIdParamsSchema,
    response: ClearedAlertsSchema,
    errors: [401, 404],
  }),
  activity: endpoint({
    method: 'GET',
    path: '/profile/user/:username/activity',
    group: 'profile',
    summary: "A reader's activity feed: their public tags, notes, lists and achievements, newest first",
    description:
      'startPos and pageSize (at most 100, 20 by default). Shown to the reader, to viewers allowed to see private profiles, and to anyone when the reader’s activity is public; empty while the feed is turned off. A private profile is not found for anyone else.',
    params: ActivityParamsSchema,
    query: ActivityQuerySchema,
    response: ActivityPageSchema,
    errors: [400, 403, 404],
  }),
};
