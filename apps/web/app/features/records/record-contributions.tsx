import type { ContributionsLoad } from './contributions-types.ts';
import { ContainingListsPanel } from './containing-lists.tsx';
import { NotesPanel } from './notes-panel.tsx';
import { TagsPanel } from './tags-panel.tsx';

/** Tags, containing lists and notes, in the order spec 02 §2 gives for the work page. */
export function RecordContributions({ load }: { load: ContributionsLoad }) {
  return (
    <>
      <TagsPanel tags={load.tags} />
      <ContainingListsPanel lists={load.lists} />
      <NotesPanel notes={load.notes} />
    </>
  );
}
