import { API_KEY_MESSAGES, type KeyStatus, isRenewable } from '@trove/contracts';
import type { Caller } from '../../auth/caller.ts';
import { type Decision, allow, refuse } from '../../domain/decision.ts';
import { mayManageData } from '../data-manager-policy.ts';

/**
 * Who may do what with API keys (issue 18 §2, ADR 050): pure rules over the caller and the key's
 * state, tested without a database.
 */

/** Reviewing applications, setting quotas and deactivating: data managers only. */
export function mayReviewApiKeys(caller: Caller | null): Decision {
  return mayManageData(caller);
}

const deactivated = refuse('refused', 'api_key_deactivated', API_KEY_MESSAGES.deactivatedNoChange);

/** Spec 03 §4: renewal when expiring soon or expired; a deactivated key has no controls. */
export function mayRenew(status: KeyStatus, expiresAt: string | null, now: Date): Decision {
  if (status === 'Z') return deactivated;
  return isRenewable(status, expiresAt, now)
    ? allow
    : refuse('conflict', 'api_key_not_renewable', API_KEY_MESSAGES.notRenewableYet);
}

/** Spec 03 §4: Delete is offered unless deactivated (so a deactivation cannot be undone by reapplying). */
export function mayDelete(isDeactivated: boolean): Decision {
  return isDeactivated ? deactivated : allow;
}

/** Changing details or making a new secret: not once deactivated. */
export function mayChange(isDeactivated: boolean): Decision {
  return isDeactivated ? deactivated : allow;
}
