/**
 * The Settings tab's rules and words (spec 03 §2 Settings, §4, §5, §8; ADR 041), without zod so
 * the page uses them as the server does (ADR 035).
 */

/** Spec 03 §5 email rule: a local part, '@', and a domain (with a dot). */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const EMAIL_MAX = 254;

export const SETTINGS_MESSAGES = {
  /** Spec 03 §5 requiredPlain. */
  required: 'Please enter a value for this field.',
  /** Spec 03 §5 email. */
  emailInvalid: 'The Email provided is not valid.',
  /** The words below are not in the spec (ADR 041). */
  emailSame: 'This is already your e-mail address.',
  emailTaken: 'Another account uses this e-mail address.',
  emailStaff: 'Staff accounts cannot change their e-mail address here.',
  emailExternal: 'Your e-mail address is kept by your sign-in provider: change it on its account page.',
  emailSent: (address: string) =>
    `We have sent a link to ${address}. Your e-mail address changes when you follow it; it works for 24 hours.`,
  emailLinkDead: 'This link has expired or was already used. Ask for a new one from your Settings.',
  emailChanged: (address: string) => `Your e-mail address is now ${address}.`,
  passwordCurrentWrong: 'Your current password is not correct.',
  /** Asked before the e-mail address, the user name or the account changes (ADR 056). */
  passwordNeeded: 'For your security, enter your current password to make this change.',
  signInNeeded: 'For your security, sign in again to make this change.',
  passwordExternal: 'Your password is kept by your sign-in provider: change it on its account page.',
  passwordChanged: 'Your password has been changed. Your other signed-in browsers have been signed out.',
  usernameChanged: (name: string) => `Your user name is now ${name}.`,
  deleteStaff: 'Staff accounts cannot be deleted here.',
  deleteUnconfirmed: 'Please tick the box to confirm that you want to delete your account.',
} as const;

/** Spec 03 §8 action phrases used with MESSAGES.unexpected. */
export const SETTINGS_ACTIONS = {
  email: 'update your email address',
  password: 'change your password',
  profile: 'update your profile',
  delete: 'delete your profile',
} as const;

/** The problem with a new e-mail address (spec 03 §5 'Change email: required, must be an email'). */
export function emailProblem(raw: string): string | null {
  const email = raw.trim();
  if (email === '') return SETTINGS_MESSAGES.required;
  if (email.length > EMAIL_MAX || !EMAIL.test(email)) return SETTINGS_MESSAGES.emailInvalid;
  return null;
}

/** The three privacy switches of spec 03 §2, as GET /profile/info and the privacy call name them. */
export const PRIVACY_SWITCHES = ['publiclyVisible', 'activityVisible', 'feedEnabled'] as const;
export type PrivacySwitch = (typeof PRIVACY_SWITCHES)[number];

/** Each switch's label, its two states, and what the confirmation says before it changes. */
export const PRIVACY_WORDS: Record<
  PrivacySwitch,
  { label: string; on: string; off: string; confirmOn: string; confirmOff: string }
> = {
  publiclyVisible: {
    label: 'Profile',
    on: 'Public',
    off: 'Private',
    confirmOn:
      'Make your profile public? Anyone will be able to see your profile and your public contributions.',
    confirmOff:
      'Make your profile private? You will stop being a collaborator on other people’s lists, and your collaborative lists will become private and no longer collaborative: what others added to them will be removed.',
  },
  activityVisible: {
    label: 'Activity',
    on: 'Public',
    off: 'Private',
    confirmOn:
      'Make your activity public? Visitors to your profile will see your recent public contributions.',
    confirmOff: 'Make your activity private? Only you will see your recent contributions.',
  },
  feedEnabled: {
    label: 'Activity feed',
    on: 'Enabled',
    off: 'Disabled',
    confirmOn: 'Turn your activity feed on? New activity on your lists will be kept in your feed.',
    confirmOff: 'Turn your activity feed off? Your feed history will be deleted and cannot be brought back.',
  },
};

/** Words of the Settings tab that the spec leaves open (ADR 041). */
export const SETTINGS_WORDS = {
  /** How pages and answers name the author of what a deleted account left public. */
  formerUser: 'a former user',
  accountHeading: 'Account',
  emailLabel: 'E-mail address',
  changeEmail: 'Change my email address',
  newEmailLabel: 'New e-mail address',
  sendLink: 'Send confirmation link',
  pendingEmail: (address: string) => `Waiting for you to follow the link sent to ${address}.`,
  noEmail: 'No e-mail address',
  changePassword: 'Change my password',
  currentPassword: 'Current password',
  currentPasswordWhy: 'We ask for it again before your e-mail address, user name or account changes.',
  signInAgain: 'Sign in again to make this change',
  newPassword: 'New password',
  providerPage: 'Manage your account with your sign-in provider',
  usernameHeading: 'User name',
  usernameLabel: 'User name',
  changeUsername: 'Change my user name',
  privacyHeading: 'Privacy',
  activityNeedsPublic: 'Your activity can be public only while your profile is public.',
  confirm: 'Confirm',
  cancel: 'Cancel',
  privacySaved: 'Your privacy settings have been saved.',
  cautionHeading: 'Caution',
  deleteExplained:
    'Deleting your account removes it with your private tags, notes and lists, your downloads and your notifications. Your public tags and notes on records stay, credited to ‘a former user’. Your lists are deleted. This cannot be undone.',
  deleteConfirmation: 'I understand that my account will be deleted and this cannot be undone',
  deleteButton: 'Delete my account',
  deleteQuestion: 'Are you sure you want to delete your account? This cannot be undone.',
  deleting: 'Deleting your account...',
  deletedHeading: 'Your account has been deleted',
  deletedText:
    'Your account and your private data have been removed. Public tags and notes you added to records now say they are by a former user.',
  staffNoDelete: 'Staff accounts cannot be deleted here.',
  emailConfirmHeading: 'Confirm your new e-mail address',
  emailConfirmButton: 'Confirm my new e-mail address',
} as const;
