import { LIMITS, type RoleName, type WorkResult, isListable, mergeNoteTooLong } from '@trove/contracts';

/** Which bulk operations a caller may start on a selection (spec 01 §2.9, §5, §6; ADR 017). */

export type Selected = Pick<WorkResult, 'id' | 'workType' | 'title'>;

/** What Add to list adds: selected results, or the edition a work's edition page shows. */
export type Addable = Omit<Selected, 'workType'> & { workType: Selected['workType'] | 'version' };

/** One key per result: ids are unique only within a work type. */
export const selectionKey = (result: Pick<WorkResult, 'id' | 'workType'>): string =>
  `${result.workType}:${result.id}`;

/** The 'Select works' switch: signed-in visitors on a full results page (not summary panels). */
export const maySelect = (signedIn: boolean, summaryMode: boolean): boolean => signedIn && !summaryMode;

export interface BulkButtons {
  addToList: boolean;
  addTag: boolean;
  removeTag: boolean;
  merge: boolean;
}

const MERGE_EXCLUDED = new Set<WorkResult['workType']>(['newspaper', 'people', 'website', 'list']);

/**
 * Bulk buttons show only when results are loaded and the role allows: merge needs two or more
 * selected, the others one or more; add to list not for websites or lists; tags not for websites;
 * merge not when any selected is a newspaper, people, website or list result.
 */
export function bulkButtons(
  loaded: boolean,
  roles: readonly RoleName[] | null,
  selected: readonly Selected[],
): BulkButtons {
  const none = { addToList: false, addTag: false, removeTag: false, merge: false };
  if (!loaded || roles === null || selected.length === 0) return none;
  const dataManager = roles.includes('dataManager');
  // Tags go on works, people and lists; newspaper articles take none through POST /tag (ADR 017).
  const taggable = selected.every((s) => tagTarget(s.workType) !== null);
  return {
    addToList: selected.every((s) => isListable(s.workType)),
    addTag: dataManager && taggable,
    removeTag: dataManager && taggable,
    merge: dataManager && selected.length >= 2 && selected.every((s) => !MERGE_EXCLUDED.has(s.workType)),
  };
}

/** Merge note: at most 200 characters (spec 01 §5), in the words the server uses too. */
export function mergeNoteProblem(note: string): string | null {
  return note.length > LIMITS.mergeNote ? mergeNoteTooLong(note.length) : null;
}

/** The merge target by default: the selected work with most items (first on a tie). */
export function defaultMergeTarget<T extends { id: number; numItems: number }>(
  works: readonly T[],
): T | undefined {
  return works.reduce<T | undefined>(
    (best, w) => (best === undefined || w.numItems > best.numItems ? w : best),
    undefined,
  );
}

/** POST /work/merge's workIds: the target first, then the others in selection order. */
export const mergeWorkIds = (targetId: number, selectedIds: readonly number[]): number[] => [
  targetId,
  ...selectedIds.filter((id) => id !== targetId),
];

/** The tag call's target type of a result, or null when it cannot be tagged in bulk. */
export function tagTarget(type: WorkResult['workType']): 'work' | 'person' | 'list' | null {
  if (type === 'work' || type === 'list') return type;
  return type === 'people' ? 'person' : null;
}
