import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LIST_MESSAGES, type ListItem } from '@trove/contracts';
import buttonStyles from '../../components/button.module.css';
import { FormatPlaceholder } from '../../components/placeholder/format-placeholder.tsx';
import rowStyles from '../../components/results/results.module.css';
import { Thumbnail } from '../../components/thumbnail.tsx';
import {
  ITEM_TYPE_LABELS,
  addedText,
  authorsShown,
  editionsText,
  holdingsText,
  itemLink,
  moreText,
  wordCountText,
} from './list-view.ts';
import styles from './list.module.css';

const PLACEHOLDER_TYPE = {
  work: 'work',
  version: 'work',
  person: 'people',
  newspaper: 'newspaper',
  webpage: 'website',
} as const;

function TitleLink({ item, children }: { item: ListItem; children: ReactNode }) {
  const link = itemLink(item);
  if (!link) return <>{children}</>;
  if (link.kind === 'internal') return <Link to={link.to}>{children}</Link>;
  return (
    <a href={link.href} rel="noopener nofollow">
      {children}
      <span className="visually-hidden"> (web page)</span>
    </a>
  );
}

/** Authors up to the display limit, then '+N more' that shows the rest (spec 03 §2). */
function Authors({ authors }: { authors: string[] }) {
  const [all, setAll] = useState(false);
  const { shown, more } = authorsShown(authors);
  if (shown.length === 0) return null;
  if (all || more === 0) return <span>{authors.join('; ')}</span>;
  return (
    <span>
      {shown.join('; ')}{' '}
      <button
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.link}`}
        aria-expanded={false}
        onClick={() => setAll(true)}
      >
        {moreText(more)}
        <span className="visually-hidden"> authors</span>
      </button>
    </span>
  );
}

/** A row of short facts under the title; nothing when there are none. */
function Facts({ label, facts }: { label: string; facts: string[] }) {
  if (facts.length === 0) return null;
  return (
    <ul className={styles.facts} aria-label={label}>
      {facts.map((fact) => (
        <li key={fact}>{fact}</li>
      ))}
    </ul>
  );
}

function Picture({ item }: { item: ListItem }) {
  const placeholder = (
    <FormatPlaceholder
      record={{ workType: PLACEHOLDER_TYPE[item.type], format: item.format?.split(',')[0] }}
      className={rowStyles.placeholder}
    />
  );
  if (!item.imageUrl) return placeholder;
  return (
    <Thumbnail
      src={item.imageUrl}
      alt=""
      width={88}
      sensitive={item.thumbnailIsCulturallySensitive}
      fallback={placeholder}
    />
  );
}

/**
 * One item of a list with every field of spec 03 §3 its type has; a deleted record says so
 * (LIST_MESSAGES.deleted) instead of leading anywhere.
 */
export function ListItemRow({ item }: { item: ListItem }) {
  const facts = [
    item.format,
    item.yearRange,
    editionsText(item.numItems),
    holdingsText(item),
    item.onlineText,
  ].filter((fact): fact is string => Boolean(fact));
  // A newspaper article's own facts; other types' dates are their year range, above.
  const article =
    item.type === 'newspaper'
      ? [
          item.newspaper,
          item.date,
          item.page ? `Page ${item.page}` : null,
          wordCountText(item.wordCount),
        ].filter((fact): fact is string => Boolean(fact))
      : [];
  const titleId = `item-${item.id}-title`;
  return (
    <li className={rowStyles.row} aria-labelledby={titleId}>
      <div className={rowStyles.thumb}>{item.missing ? null : <Picture item={item} />}</div>
      <div className={rowStyles.body}>
        <p className={styles.itemType}>
          <span className="visually-hidden">Item {item.listSeq}: </span>
          {ITEM_TYPE_LABELS[item.type]}
        </p>
        <h3 className={rowStyles.title} id={titleId} dir="auto">
          <TitleLink item={item}>{item.title}</TitleLink>
        </h3>
        {item.missing ? (
          <p className={styles.deleted}>{LIST_MESSAGES.deleted}</p>
        ) : (
          <>
            {item.author.length > 0 ? (
              <p className={styles.meta}>
                <Authors authors={item.author} />
              </p>
            ) : null}
            {item.type === 'person' && (item.primaryDisplayName || item.occupations.length > 0) ? (
              <p className={styles.meta}>
                {[
                  item.primaryDisplayName !== item.title ? item.primaryDisplayName : null,
                  item.occupations.join(', '),
                ]
                  .filter(Boolean)
                  .join(' — ')}
              </p>
            ) : null}
            <Facts label="Details" facts={facts} />
            <Facts label="Article" facts={article} />
            {item.description || item.abstrct ? (
              <p className={styles.itemDescription} dir="auto">
                {item.description ?? item.abstrct}
              </p>
            ) : null}
          </>
        )}
        {item.note ? (
          <div className={styles.itemNote}>
            <p className={styles.noteLabel}>Note</p>
            <p dir="auto">{item.note}</p>
          </div>
        ) : null}
        <p className={styles.added}>{addedText(item)}</p>
      </div>
    </li>
  );
}
