import { LIMITS } from '../limits.ts';
import type { AddListItemsBody, NewList } from './lists.ts';
import type { WorkType } from './search.ts';

/**
 * Adding to lists: the texts, which results may go on a list and the form's problems, which the
 * API finds the same way (spec 01 §5, §8; spec 03 §5; ADR 017). Without zod, so the browser has
 * them without the schemas (ADR 035).
 */

export const LIST_WRITE_MESSAGES = {
  /** Spec 01 §5, word for word. */
  selectList: 'Select at least one available list to add to',
  nameRequired: 'A name for the new list is required',
  /** Spec 03 §5 List rules, word for word: the spec says 'tag' here (sic). */
  visibilityRequired: 'You must specify the visibility of this tag',
  /** Spec 03 §5's rule in its own words; shown beside the switch until the list is public. */
  collaborativeNeedsPublic: 'Only public lists can be collaborative.',
  /** Spec 03 §5 List rules, word for word. */
  collaborativeNeedsPublicProfile: 'You can only collaborate on lists if your profile is publicly visible',
  /** Spec 03 §5: the generic max-length message, and the hint an editable text shows. */
  tooLong: 'The provided value is too long',
  maxLengthHint: (max: number) => `Please enter no more than ${max} characters`,
  notForType: 'Websites and lists cannot be added to a list.',
  alreadyOnList: (count: number, list: string) =>
    `${count} of the selected works ${count === 1 ? 'is' : 'are'} already on ${list}.`,
  /** Spec 01 §8: 'N works have been added to ...'. */
  added: (count: number, lists: readonly string[]) => `${count} works have been added to ${lists.join(', ')}`,
  /** Spec 01 §8's action phrase for a failed Add to list, as written (used with MESSAGES.unexpected). */
  saveAction: 'saving your lists',
} as const;

/** Result types that may go on a list: not websites or lists (spec 01 §6). */
export const LISTABLE_TYPES = ['work', 'newspaper', 'people'] as const satisfies readonly WorkType[];
/** Whether a result, or an edition (always: spec 03 §3 list items include versions), may go on a list. */
export const isListable = (type: WorkType | 'version'): boolean =>
  type === 'version' || (LISTABLE_TYPES as readonly string[]).includes(type);

/** The Add to list form's fields a rule can fail on, so a message sits beside its field. */
export type AddItemsField = 'lists' | 'name' | 'visibility' | 'description' | 'collaborative' | 'reason';

export interface AddItemsProblem {
  field: AddItemsField;
  message: string;
}

/** Every problem with a new list's fields, in the spec's words (spec 01 §5, 03 §5). */
export function newListProblems(list: NewList, profilePublic: boolean): AddItemsProblem[] {
  const problems: AddItemsProblem[] = [];
  if (list.name.trim() === '') problems.push({ field: 'name', message: LIST_WRITE_MESSAGES.nameRequired });
  if (list.priv === null || list.priv === undefined)
    problems.push({ field: 'visibility', message: LIST_WRITE_MESSAGES.visibilityRequired });
  if ((list.description ?? '').length > LIMITS.listDescription)
    problems.push({ field: 'description', message: LIST_WRITE_MESSAGES.tooLong });
  if (list.collaborative) {
    if (list.priv)
      problems.push({ field: 'collaborative', message: LIST_WRITE_MESSAGES.collaborativeNeedsPublic });
    else if (!profilePublic)
      problems.push({ field: 'collaborative', message: LIST_WRITE_MESSAGES.collaborativeNeedsPublicProfile });
  }
  return problems;
}

/** Every problem with the whole request (lists chosen, each new list, the reason); empty when none. */
export function addItemsProblems(
  body: Pick<AddListItemsBody, 'lists' | 'reason'>,
  profilePublic: boolean,
): AddItemsProblem[] {
  const problems: AddItemsProblem[] = [];
  if (body.lists.length === 0) problems.push({ field: 'lists', message: LIST_WRITE_MESSAGES.selectList });
  for (const list of body.lists) if (!('id' in list)) problems.push(...newListProblems(list, profilePublic));
  if ((body.reason ?? '').length > LIMITS.listReason)
    problems.push({ field: 'reason', message: LIST_WRITE_MESSAGES.tooLong });
  return problems;
}

/** The first problem with the request, as the server answers it, or null. */
export function addItemsProblem(
  body: Pick<AddListItemsBody, 'lists' | 'reason'>,
  profilePublic: boolean,
): AddItemsProblem | null {
  return addItemsProblems(body, profilePublic)[0] ?? null;
}
