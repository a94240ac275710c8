import type { Caller } from '../auth/caller.ts';
import { maySeePrivateContributions } from './profile-policy.ts';

/**
 * Who sees a reader's activity feed (spec 03 §2 About, §6; ADR 042): pure rules, tested without a
 * store. 03 §2 names the owner and viewers allowed to see private profiles; 03 §6 adds anyone when
 * the activity is public ('activityVisible'). Either way only while the feed is enabled, which the
 * service checks: a feed turned off shows nothing to anyone.
 */
export function maySeeActivity(
  caller: Caller | null,
  userId: number,
  account: { profilePublic: boolean; activityPublic: boolean },
): boolean {
  if (maySeePrivateContributions(caller, userId)) return true;
  // A private profile's activity is private, whatever its own switch says (spec 03 §4).
  return account.profilePublic && account.activityPublic;
}
