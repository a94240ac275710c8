import { AnnotationsSchema, ContainingListsSchema, TagsSchema } from '@trove/contracts';
import { apiGet } from '../../lib/api.ts';
import type { ContributionsLoad } from './contributions-types.ts';

/**
 * Whose tags and notes a page shows: a work's, one edition's (the edition page adds to the
 * edition, not the work), or a person's. The lists are always the work's (they include its
 * editions) or the person's: spec 02 §5 has no list call for an edition.
 */
export type ContributionsOf =
  | { record: 'work'; id: string }
  | { record: 'version'; id: string; workId: string }
  | { record: 'person'; id: string };

function listsPath(of: ContributionsOf): string {
  if (of.record === 'person') return `/list/containing/personOrOrg/${encodeURIComponent(of.id)}`;
  return `/list/containing/work/${encodeURIComponent(of.record === 'version' ? of.workId : of.id)}`;
}

/** Loaded beside the record, not after it. Never cached here: they change as people contribute. */
/** The visitor's cookie goes along: signed-in visitors also see their own private tags, notes and lists. */
export async function loadContributions(
  of: ContributionsOf,
  cookie: string | null,
): Promise<ContributionsLoad> {
  const record = `${of.record}/${encodeURIComponent(of.id)}`;
  const [tags, notes, lists] = await Promise.all([
    apiGet(`/tag/${record}`, TagsSchema, { cookie }),
    apiGet(`/annotation/${record}`, AnnotationsSchema, { cookie }),
    apiGet(listsPath(of), ContainingListsSchema, { cookie }),
  ]);
  return {
    tags: tags.ok ? tags.data.tags : null,
    notes: notes.ok ? notes.data : null,
    lists: lists.ok ? lists.data : null,
  };
}
