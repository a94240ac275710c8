import type { Generated } from 'kysely';

/** Accounts, sessions, the human check and what people contribute (tags, notes, lists). */

/** A person who contributes (ADR 012): minimal until accounts and sign-in arrive. */
export interface UserAccountTable {
  id: Generated<number>;
  username: string;
  displayName: string;
  /** 1 for the accounts holding the seeded demonstration content. */
  demo: Generated<number>;
  createdAt: string;
  /** Lower-cased; null for demonstration accounts and some external ones. */
  email: string | null;
  /** argon2id (PHC string); null for accounts that sign in elsewhere. */
  passwordHash: string | null;
  /** Space-separated role names. */
  roles: Generated<string>;
  /** "issuer subject" for accounts from an external OpenID Connect issuer. */
  externalSubject: string | null;
  lastLoginAt: string | null;
  failedLogins: Generated<number>;
  lockedUntil: string | null;
  /** 1 when the profile is publicly visible (the default); collaborative lists need it (ADR 038). */
  profilePublic: Generated<number>;
  /** What the reader says about themselves (spec 03 §3, §5); null when not given. */
  biography: string | null;
  website: string | null;
  twitter: string | null;
  facebook: string | null;
  orcid: string | null;
  /** 1 when the reader's activity is public (the default; spec 03 §4 activity switch). */
  activityPublic: Generated<number>;
  /** 1 while the activity feed is kept (the default); turning it off deletes its history. */
  feedEnabled: Generated<number>;
  /** Contributions before this never show in the activity feed again (ADR 042); null: none forgotten. */
  feedClearedAt: Generated<string | null>;
}

/** A reader's picture in the two sizes the pages use (ADR 040). */
export interface UserAvatarTable {
  userId: number;
  mediaType: string;
  /** Changes with the picture: the ETag of both sizes and the version in its address. */
  etag: string;
  large: Buffer;
  small: Buffer;
  updatedAt: string;
}

/** A signed-in session, stored by the hash of its cookie token (ADR 014). */
export interface UserSessionTable {
  id: string;
  userId: number;
  createdAt: string;
  expiresAt: string;
  lastSeenAt: string;
  tokenExpiresAt: string | null;
  refreshToken: string | null;
  idToken: string | null;
  /**
   * When the person last proved who they are in this session: typed the password at sign-in
   * (the issuer's auth_time) or when asked again before a sensitive change; null when unknown.
   */
  authenticatedAt: string | null;
}

/** A record of the embedded OpenID Connect provider (its adapter; ADR 014). */
export interface OidcPayloadTable {
  model: string;
  id: string;
  /** The provider's JSON payload. */
  payload: string;
  grantId: string | null;
  userCode: string | null;
  uid: string | null;
  expiresAt: string | null;
  consumedAt: string | null;
}

/** A password-reset link, stored by the hash of its token. */
export interface PasswordResetTable {
  id: string;
  userId: number;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

/** An e-mail address change waiting for the link sent to the new address (ADR 041). */
export interface EmailChangeTable {
  /** The hash of the link's token, never the token. */
  id: string;
  userId: number;
  newEmail: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

/** What tags and notes may be attached to: the catalogue's records and user lists. */
export type ContributionTarget = 'work' | 'version' | 'person' | 'list';

export interface TagTable {
  id: Generated<number>;
  name: string;
  /** Null for a public tag an anonymous visitor added after the human check. */
  userId: number | null;
  targetType: ContributionTarget;
  targetId: number;
  priv: Generated<number>;
  subject: Generated<number>;
  createdAt: string;
  /** 'hidden' or 'deleted' by a content manager (ADR 045): withheld from every answer but moderation's. */
  moderation: 'hidden' | 'deleted' | null;
}

export interface AnnotationTable {
  id: Generated<number>;
  /** Plain text as written; pages render it as text, never as markup. */
  content: string;
  userId: number | null;
  targetType: ContributionTarget;
  targetId: number;
  priv: Generated<number>;
  createdAt: string;
  lastModified: string;
  /** 'hidden' or 'deleted' by a content manager (ADR 045): withheld from every answer but moderation's. */
  moderation: 'hidden' | 'deleted' | null;
}

export interface UserListTable {
  id: Generated<number>;
  userId: number;
  title: string;
  description: string | null;
  priv: Generated<number>;
  collaborative: Generated<number>;
  facebookGroupId: string | null;
  thumbnailUrl: string | null;
  itemCount: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

/** What a list may hold (spec 03 §3 list item types; uri is a web address with its own title). */
export type ListItemTarget = 'work' | 'version' | 'person' | 'article' | 'website' | 'uri';

export interface ListItemTable {
  id: Generated<number>;
  listId: number;
  targetType: ListItemTarget;
  /** The catalogue id; null for a uri item. */
  targetId: number | null;
  url: string | null;
  title: string | null;
  note: string | null;
  position: number;
  createdBy: number | null;
  createdAt: string;
  updatedAt: string;
}

/** A list role other than its owner's (spec 03 §3); the owner is user_list.user_id. */
export type ListCollaboratorRole = 'ADMINISTRATOR' | 'COLLABORATOR';

export interface ListCollaboratorTable {
  listId: number;
  userId: number;
  role: ListCollaboratorRole;
  createdAt: string;
}

/** A request to join a collaborative list (spec 03 §4): one row per person and list. */
export type CollaborationRequestStatus = 'PENDING' | 'APPROVED' | 'DENIED' | 'BLOCKED';

export interface ListCollaborationRequestTable {
  id: Generated<number>;
  listId: number;
  userId: number;
  status: CollaborationRequestStatus;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: number | null;
}

export interface ListFollowerTable {
  listId: number;
  userId: number;
  createdAt: string;
}

/** Views of a list counted by day (YYYY-MM-DD), for trending lists. */
export interface ListViewDayTable {
  listId: number;
  day: string;
  views: number;
}

/** Spec 03 §3 notification categories that lists raise. */
export type ListEventCategory =
  | 'COLLAB_LIST_JOIN_REQUEST'
  | 'COLLAB_LIST_NOT_COLLABORATIVE'
  | 'LIST_CHANGED'
  | 'LIST_OWNER_CHANGED'
  | 'COLLAB_LIST_ROLE_CHANGED'
  | 'LIST_DELETED'
  | 'LIST_ITEMS_CHANGED'
  | 'NOTES_CHANGED';

/** Every notification category (spec 03 §3): the list events and achievements earned (ADR 042). */
export type NotificationEventCategory =
  ListEventCategory | 'ACHIEVEMENT' | 'API_KEY_APPROVED' | 'API_KEY_DEACTIVATED';

/** One notification for one person; details holds the spec's detail fields as JSON. */
export interface ListEventTable {
  id: Generated<number>;
  userId: number;
  category: NotificationEventCategory;
  listId: number | null;
  details: string;
  eventDate: string;
  cleared: Generated<number>;
}

/** A redeemed human-check challenge, kept until it expires so it cannot be replayed (ADR 015). */
export interface CaptchaSpentTable {
  signature: string;
  expiresAt: string;
}

/** A milestone an account has reached (ADR 020); the catalogue of milestones is configuration. */
export interface UserAchievementTable {
  userId: number;
  achievementId: string;
  earnedAt: string;
}

/** A library (by NUC) a partner account reports on (migration 026, ADR 044). */
export interface LibraryAccountTable {
  userId: number;
  nuc: string;
  createdAt: string;
}
