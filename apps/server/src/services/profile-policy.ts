import type { Caller } from '../auth/caller.ts';

/** Who may see what of a profile (spec 03 §2, §6; ADR 039): pure rules, tested without a store. */

/** The caller is this account. */
export function isOwnProfile(caller: Caller | null, userId: number): boolean {
  return caller !== null && caller.userId === userId;
}

/** A private profile shows only to its owner and to viewers allowed to see private profiles. */
export function maySeeProfile(caller: Caller | null, userId: number, publiclyVisible: boolean): boolean {
  return publiclyVisible || isOwnProfile(caller, userId) || caller?.roles.includes('profileViewer') === true;
}

/** Private tags and notes count for their owner and for viewers allowed to see private profiles. */
export function maySeePrivateContributions(caller: Caller | null, userId: number): boolean {
  return isOwnProfile(caller, userId) || caller?.roles.includes('profileViewer') === true;
}
