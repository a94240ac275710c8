import { useState } from 'react';
import { Link } from 'react-router';
import { RELATED_LIMITS, type RelatedEntry, type RelatedResources, limitList } from '@trove/contracts';
import { ToggleButton } from '../../components/toggle-button.tsx';
import styles from './actions.module.css';

type ListKey = keyof typeof RELATED_LIMITS;

const HEADINGS: Record<ListKey, string> = {
  relatedMaterials: 'Related materials',
  parts: 'Part/s',
  relatedTo: 'Related to',
  contents: 'Contents',
};

function EntryItem({ entry }: { entry: RelatedEntry }) {
  return (
    <li>
      <span className={styles.note}>{entry.relation}: </span>
      {/* Linked when this portal holds the work the entry names; otherwise the catalogue's words. */}
      {entry.workId !== null ? <Link to={`/work/${entry.workId}`}>{entry.title}</Link> : entry.title}
      {entry.note ? <span className={styles.note}> ({entry.note})</span> : null}
    </li>
  );
}

function List<T>({
  id,
  listKey,
  items,
  render,
}: {
  id: string;
  listKey: ListKey;
  items: readonly T[];
  render: (item: T, index: number) => React.ReactNode;
}) {
  const [all, setAll] = useState(false);
  if (items.length === 0) return null;
  const { shown, hidden } = limitList(items, RELATED_LIMITS[listKey], all);
  const listId = `${id}-${listKey}`;
  return (
    <>
      <h3 className={styles.subheading}>{HEADINGS[listKey]}</h3>
      <ul className={styles.list} id={listId}>
        {shown.map(render)}
      </ul>
      {hidden > 0 || all ? (
        <ToggleButton
          open={all}
          controls={listId}
          onToggle={() => setAll((a) => !a)}
          labels={{ open: 'Show less', closed: `Show all (${items.length})` }}
        />
      ) : null}
    </>
  );
}

/**
 * Related resources (spec 02 §2, §9): related materials 4 first, part/s and related-to 5, contents
 * 15, each list with Show all.
 */
export function RelatedPanel({ related, id }: { related: RelatedResources; id: string }) {
  return (
    <>
      <List
        id={id}
        listKey="relatedMaterials"
        items={related.relatedMaterials}
        render={(m) => (
          <li key={m.url}>
            <a href={m.url}>{m.linkText ?? m.url}</a>
          </li>
        )}
      />
      <List
        id={id}
        listKey="parts"
        items={related.parts}
        render={(e, i) => <EntryItem key={`${e.title}-${i}`} entry={e} />}
      />
      <List
        id={id}
        listKey="relatedTo"
        items={related.relatedTo}
        render={(e, i) => <EntryItem key={`${e.title}-${i}`} entry={e} />}
      />
      <List id={id} listKey="contents" items={related.contents} render={(c, i) => <li key={i}>{c}</li>} />
    </>
  );
}
