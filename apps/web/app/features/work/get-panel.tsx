import { useState } from 'react';
import { MESSAGES, type Version } from '@trove/contracts';
import { ToggleButton } from '../../components/toggle-button.tsx';
import { type AccessList, accessLists } from './action-labels.ts';
import styles from './actions.module.css';

type Link = Version['availableUrls'][number];

function LinkList({ id, list, conditional }: { id: string; list: AccessList; conditional: boolean }) {
  return (
    <ul className={styles.list} id={id}>
      {list.shown.map((link) => (
        <li key={link.url}>
          <a href={link.url}>{link.linkText ?? link.url}</a>
          {conditional ? <span className={styles.note}> {MESSAGES.accessConditionsApply}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** Get: the links to the item online, free ones first, conditional access (type r) after. */
export function GetPanel({ links, idPrefix }: { links: readonly Link[]; idPrefix: string }) {
  const [expanded, setExpanded] = useState({ free: false, conditional: false });
  if (links.length === 0) return <p>{MESSAGES.notAvailableOnline}</p>;
  const lists = accessLists(links, expanded);
  const toggle = (key: 'free' | 'conditional') => setExpanded((e) => ({ ...e, [key]: !e[key] }));
  const parts = [
    { key: 'free' as const, list: lists.free, conditional: false },
    { key: 'conditional' as const, list: lists.conditional, conditional: true },
  ];
  return (
    <>
      {parts.map(({ key, list, conditional }) =>
        list.shown.length === 0 ? null : (
          <div key={key}>
            <LinkList id={`${idPrefix}-${key}`} list={list} conditional={conditional} />
            {list.hidden > 0 || expanded[key] ? (
              <ToggleButton
                open={expanded[key]}
                controls={`${idPrefix}-${key}`}
                onToggle={() => toggle(key)}
                labels={{ open: 'Show less', closed: `Show all (${list.shown.length + list.hidden})` }}
              />
            ) : null}
          </div>
        ),
      )}
    </>
  );
}

/** Every version's links, each address once, in edition order. */
export function workLinks(items: readonly Version[]): Link[] {
  const seen = new Set<string>();
  return items.flatMap((v) => v.availableUrls).filter((l) => !seen.has(l.url) && seen.add(l.url));
}
