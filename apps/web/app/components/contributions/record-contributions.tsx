import type { WriteTarget } from '@trove/contracts';
import type { Addable } from '../selection/selection-rules.ts';
import { useViewer } from '../../lib/site.ts';
import type { ContributionsLoad } from './contributions-types.ts';
import { ContainingListsPanel, type ListableRecord } from './containing-lists.tsx';
import { NotesPanel } from './notes-panel.tsx';
import { TagsPanel } from './tags-panel.tsx';

/**
 * Tags, containing lists and notes, in the order spec 02 §2 gives for the work page. With a
 * target the tag and note panels offer adding: signed-in visitors add public or private ones,
 * anonymous visitors public ones after the human check. On an edition the headings say so, as
 * the tags and notes are that edition's, not the whole work's.
 */
export function RecordContributions({
  load,
  target,
  record,
  adds,
}: {
  load: ContributionsLoad;
  target?: { type: WriteTarget; id: number };
  /** The record as lists hold it: the lists panel offers adding it and removing it. */
  record?: ListableRecord;
  /** What Add to list adds instead, on an edition's page: the edition. */
  adds?: Addable;
}) {
  const signedIn = useViewer() !== null;
  const onEdition = target?.type === 'version' ? ' on this edition' : '';
  return (
    <>
      <TagsPanel tags={load.tags} target={target} signedIn={signedIn} heading={`Tags${onEdition}`} />
      <ContainingListsPanel lists={load.lists} record={record} {...(adds ? { adds } : {})} />
      <NotesPanel notes={load.notes} target={target} signedIn={signedIn} heading={`Notes${onEdition}`} />
    </>
  );
}
