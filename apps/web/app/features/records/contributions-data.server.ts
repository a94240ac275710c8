import { AnnotationsSchema, ContainingListsSchema, TagsSchema } from '@trove/contracts';
import { apiGet } from '../../lib/api.ts';
import type { ContributionsLoad } from './contributions-types.ts';

/** Loaded beside the record, not after it. Never cached here: they change as people contribute. */
/** The visitor's cookie goes along: signed-in visitors also see their own private tags, notes and lists. */
export async function loadContributions(
  kind: 'work' | 'person',
  id: string,
  cookie: string | null,
): Promise<ContributionsLoad> {
  const key = encodeURIComponent(id);
  const [tags, notes, lists] = await Promise.all([
    apiGet(`/tag/${kind}/${key}`, TagsSchema, { cookie }),
    apiGet(`/annotation/${kind}/${key}`, AnnotationsSchema, { cookie }),
    apiGet(`/list/containing/${kind === 'work' ? 'work' : 'personOrOrg'}/${key}`, ContainingListsSchema, {
      cookie,
    }),
  ]);
  return {
    tags: tags.ok ? tags.data.tags : null,
    notes: notes.ok ? notes.data : null,
    lists: lists.ok ? lists.data : null,
  };
}
