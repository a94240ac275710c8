import { api } from '../../lib/api-client.ts';
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

function loadLists(of: ContributionsOf, cookie: string | null) {
  if (of.record === 'person') return api.listsHolding.personOrOrg({ id: of.id }, { cookie });
  return api.listsHolding.work({ id: of.record === 'version' ? of.workId : of.id }, { cookie });
}

/** Loaded beside the record, not after it. Never cached here: they change as people contribute. */
/** The visitor's cookie goes along: signed-in visitors also see their own private tags, notes and lists. */
export async function loadContributions(
  of: ContributionsOf,
  cookie: string | null,
): Promise<ContributionsLoad> {
  const [tags, notes, lists] = await Promise.all([
    api.tagsOn[of.record]({ id: of.id }, { cookie }),
    api.notesOn[of.record]({ id: of.id }, { cookie }),
    loadLists(of, cookie),
  ]);
  return {
    tags: tags.ok ? tags.data.tags : null,
    notes: notes.ok ? notes.data : null,
    lists: lists.ok ? lists.data : null,
  };
}
