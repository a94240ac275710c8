/**
 * User names and display names (ADR 039): the rule the sign-up form, the server and the accounts
 * command apply alike. Without zod, so a page can use it without the schemas (ADR 035).
 */

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const DISPLAY_NAME_MAX = 100;

/**
 * Names that would read as a part of the site or a role, or clash with a path of the profile
 * area (`/profile/downloads` must never name a user called 'downloads'). Compared ignoring case.
 */
export const RESERVED_USERNAMES: readonly string[] = [
  'about',
  'admin',
  'anonymous',
  'api',
  'auth',
  'avatar',
  'contributions',
  'corrections',
  'dashboard',
  'deleteavatar',
  'developers',
  'downloads',
  'info',
  'list',
  'lists',
  'login',
  'logout',
  'me',
  'moderate',
  'moderator',
  'notes',
  'notifications',
  'partner',
  'profile',
  'public',
  'root',
  'settings',
  'signup',
  'staff',
  'support',
  'system',
  'tags',
  'trove',
  'user',
  'userprofile',
  'users',
];

/** Names given to accounts that have not chosen one ('reader-' and digits); no one may choose them. */
const NEUTRAL = /^reader-\d+$/i;
/** Something shaped like an e-mail address anywhere in a text. */
const EMAIL_INSIDE = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const SHAPE = /^[A-Za-z][A-Za-z0-9._-]*[A-Za-z0-9]$/;

export const USERNAME_MESSAGES = {
  required: 'Choose a user name.',
  length: `A user name must be ${USERNAME_MIN} to ${USERNAME_MAX} characters long.`,
  shape:
    'A user name may hold only letters (a to z), digits, full stops, hyphens and underscores, and must start with a letter and end with a letter or digit.',
  reserved: (name: string) => `The user name '${name}' is kept for the site: choose another.`,
  neutral: "User names such as 'reader-123' are kept for accounts that have not chosen one: choose another.",
  taken: 'This user name is taken: choose another.',
  hint: `Shown on your public profile and with your tags, notes and lists. ${USERNAME_MIN} to ${USERNAME_MAX} letters, digits, full stops, hyphens or underscores, starting with a letter.`,
} as const;

export const DISPLAY_NAME_MESSAGES = {
  required: 'Enter the name other people will see.',
  length: `The display name must be at most ${DISPLAY_NAME_MAX} characters long.`,
  email: 'A display name must not hold an e-mail address.',
} as const;

/** Whether a user name is one given to an account that has not chosen its own. */
export function isNeutralUsername(name: string): boolean {
  return NEUTRAL.test(name);
}

/** The neutral name of an account that has not chosen one. */
export function neutralUsername(n: number): string {
  return `reader-${Math.trunc(Math.abs(n))}`;
}

/**
 * The problem with a user name someone chooses, or null. A reader may choose their address's local
 * part (ADR 039: it is their choice, not a derivation). Whether the name is free is the server's to
 * say (USERNAME_MESSAGES.taken).
 */
export function usernameProblem(raw: string): string | null {
  const name = raw.trim();
  if (name === '') return USERNAME_MESSAGES.required;
  if (name.length < USERNAME_MIN || name.length > USERNAME_MAX) return USERNAME_MESSAGES.length;
  if (!SHAPE.test(name)) return USERNAME_MESSAGES.shape;
  const folded = name.toLowerCase();
  if (RESERVED_USERNAMES.includes(folded)) return USERNAME_MESSAGES.reserved(name);
  if (NEUTRAL.test(name)) return USERNAME_MESSAGES.neutral;
  return null;
}

/** The problem with a display name, or null; it is public, so it may not carry an e-mail address. */
export function displayNameProblem(raw: string): string | null {
  const name = raw.trim();
  if (name === '') return DISPLAY_NAME_MESSAGES.required;
  if (name.length > DISPLAY_NAME_MAX) return DISPLAY_NAME_MESSAGES.length;
  if (EMAIL_INSIDE.test(name)) return DISPLAY_NAME_MESSAGES.email;
  return null;
}

/** The profile's Lists tab set (spec 03 §2), in order. */
export const PROFILE_LIST_TABS = ['personal', 'collaborative', 'followed'] as const;
export type ProfileListTab = (typeof PROFILE_LIST_TABS)[number];

/** The visibility filter: PERSONAL means all of them (spec 03 §2). */
export const LIST_VISIBILITY_FILTERS = ['PERSONAL', 'PUBLIC', 'PRIVATE'] as const;
export type ListVisibilityFilter = (typeof LIST_VISIBILITY_FILTERS)[number];

export const PROFILE_LIST_WORDS = {
  tab: (tab: ProfileListTab, own: boolean): string =>
    tab === 'personal'
      ? 'Personal lists'
      : tab === 'collaborative'
        ? 'Collaborative lists'
        : own
          ? "Lists I'm following"
          : 'Followed lists',
  /** Shown when no tab has a list (the spec gives no words). */
  none: (own: boolean, displayName: string): string =>
    own ? 'You have no lists yet.' : `${displayName} has no lists to show.`,
  /** A filter that leaves a tab empty. */
  noMatch: 'No lists match the selected filters.',
  pendingTitle: 'A list here has requests to join waiting for you',
  manage: 'Manage this list',
  unfollow: 'Unfollow',
  roleFilter: 'Role',
  visibilityFilter: 'Visibility',
  anyRole: 'Any',
  visibility: { PERSONAL: 'All', PUBLIC: 'Public', PRIVATE: 'Private' } as Record<
    ListVisibilityFilter,
    string
  >,
  role: { OWNER: 'Owner', ADMINISTRATOR: 'Administrator', COLLABORATOR: 'Collaborator' } as Record<
    'OWNER' | 'ADMINISTRATOR' | 'COLLABORATOR',
    string
  >,
} as const;

/** 'Lists' with the count, pluralised (spec 03 §2 'Lists (pluralised count label)'). */
export function listsTabLabel(count: number): string {
  return `${count} ${count === 1 ? 'List' : 'Lists'}`;
}
