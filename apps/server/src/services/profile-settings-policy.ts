import { MESSAGES, SETTINGS_MESSAGES } from '@trove/contracts';
import type { Caller } from '../auth/caller.ts';
import { type Decision, allow, refuse } from '../domain/decision.ts';

/** Who may change what of their own account (spec 03 §1, §6; ADR 041): pure rules. */

export interface AccountKind {
  /** The account signs in through an external issuer, which keeps its address and password. */
  external: boolean;
}

/** Staff cannot change their e-mail address; an external issuer's accounts change it there. */
export function mayChangeEmail(caller: Caller, account: AccountKind): Decision {
  if (caller.roles.includes('staff')) return refuse('refused', 'staff', SETTINGS_MESSAGES.emailStaff);
  if (account.external) return refuse('refused', 'external_account', SETTINGS_MESSAGES.emailExternal);
  return allow;
}

/** Only the embedded provider's accounts change their password here. */
export function mayChangePassword(account: AccountKind & { hasPassword: boolean }): Decision {
  if (account.external || !account.hasPassword)
    return refuse('refused', 'external_account', SETTINGS_MESSAGES.passwordExternal);
  return allow;
}

/** A reader deletes only their own account, and staff cannot delete theirs (spec 03 §6). */
export function mayDeleteAccount(caller: Caller, targetUserId: number): Decision {
  if (caller.userId !== targetUserId) return refuse('refused', 'forbidden', MESSAGES.noPermission);
  if (caller.roles.includes('staff')) return refuse('refused', 'staff', SETTINGS_MESSAGES.deleteStaff);
  return allow;
}
