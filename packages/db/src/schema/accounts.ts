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

/** One notification for one person; details holds the spec's detail fields as JSON. */
export interface ListEventTable {
  id: Generated<number>;
  userId: number;
  category: ListEventCategory;
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
