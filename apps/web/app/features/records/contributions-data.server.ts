import { AnnotationsSchema, ContainingListsSchema, TagsSchema } from '@trove/contracts';
import { apiGet } from '../../lib/api.ts';
import type { ContributionsLoad } from './contributions-types.ts';

/** Loaded beside the record, not after it. Never cached here: they change as people contribute. */
export async function loadContributions(kind: 'work' | 'person', id: string): Promise<ContributionsLoad> {
  const key = encodeURIComponent(id);
  const [tags, notes, lists] = await Promise.all([
    apiGet(`/tag/${kind}/${key}`, TagsSchema),
    apiGet(`/annotation/${kind}/${key}`, AnnotationsSchema),
    apiGet(`/list/containing/${kind === 'work' ? 'work' : 'personOrOrg'}/${key}`, ContainingListsSchema),
  ]);
  return {
    tags: tags.ok ? tags.data.tags : null,
    notes: notes.ok ? notes.data : null,
    lists: lists.ok ? lists.data : null,
  };
}
