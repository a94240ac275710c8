import type { AnnotationTarget } from '@trove/contracts';
import type { CallerId } from '../auth/caller.ts';
import type { ServiceDeps } from '../deps.ts';
import { recordDeleted, recordNotFound } from '../domain/errors.ts';

/**
 * The record a tag, note or list reads about (spec 02 §2, §3, §7): there for this caller, or 404/410.
 * Private contributions reach only the account that made them.
 */

/** 404 or 410 unless the target is there for this caller; the type is the record word of the shared messages. */
export async function requireTarget(
  deps: ServiceDeps<'contributions'>,
  type: AnnotationTarget,
  raw: string,
  id: number,
  callerId: CallerId,
): Promise<void> {
  const state = await deps.store.contributions.targetState(type, id, callerId);
  if (state === 'missing') throw recordNotFound(type, raw);
  if (state === 'deleted') throw recordDeleted(type, raw);
}
