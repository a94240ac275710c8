import type { ProfileInfo } from '@trove/contracts';

/** A signed-in reader with no roles, as GET /profile/info answers, for the web's unit tests. */
export const READER: ProfileInfo = {
  username: 'reader',
  displayName: 'A. Reader',
  email: 'reader@example.org',
  roles: [],
  notificationAlerts: 0,
  maximumExportSize: 0,
  dashboardAccess: false,
  contentManager: false,
  userAchievement: { achievements: [] },
  created: '2026-01-01T00:00:00.000Z',
};
