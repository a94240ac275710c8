import { MESSAGES } from '@trove/contracts';
import type { Caller } from '../auth/caller.ts';
import { type Decision, allow, refuse } from '../domain/decision.ts';

/**
 * Who may see the partner dashboard (spec 03 §6 Partner; ADR 044): pure rules over the caller and
 * the libraries linked to their account.
 */

export function isPartner(caller: Caller | null): boolean {
  return caller?.roles.includes('partner') ?? false;
}

/** Sign in first when anonymous; refused for a signed-in reader without the partner role. */
export function maySeeDashboard(caller: Caller | null): Decision {
  if (caller === null) return refuse('unauthenticated', 'unauthorised', MESSAGES.noPermission);
  return isPartner(caller) ? allow : refuse('refused', 'forbidden', MESSAGES.noPermission);
}

/** A partner reports only on the libraries linked to their account. */
export function mayReportOn(linkedNucs: readonly string[], nuc: string): Decision {
  return linkedNucs.includes(nuc) ? allow : refuse('refused', 'forbidden', MESSAGES.noPermission);
}
