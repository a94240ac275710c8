import type { Annotations, ContainingLists, Tag } from '@trove/contracts';

/** Tags, notes and containing lists of a record page; null where a call failed, so the page still renders. */
export interface ContributionsLoad {
  tags: Tag[] | null;
  notes: Annotations | null;
  lists: ContainingLists | null;
}
