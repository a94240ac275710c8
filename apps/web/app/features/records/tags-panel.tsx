import { useState } from 'react';
import { CONTRIBUTION_MESSAGES, LIMITS, MESSAGES, type Tag, shownTags } from '@trove/contracts';
import { Notice } from '../../components/notice.tsx';
import { ToggleButton } from '../../components/toggle-button.tsx';
import styles from './contributions.module.css';

/** Spec 02 §2 Tags panel, read-only: 20 tags, then Show all / Show less; each leads to a search. */
export function TagsPanel({ tags }: { tags: Tag[] | null }) {
  const [all, setAll] = useState(false);
  return (
    <section className={styles.panel} aria-labelledby="tags-heading">
      <h2 id="tags-heading">Tags</h2>
      {tags === null ? (
        <Notice tone="error">
          <p>{MESSAGES.unexpected('retrieve the tags of this record')}</p>
        </Notice>
      ) : tags.length === 0 ? (
        <p>{CONTRIBUTION_MESSAGES.noTags}</p>
      ) : (
        <>
          <ul className={styles.tags} id="tags-list">
            {shownTags(tags, all).map((tag) => (
              <li key={tag.id}>
                <a href={tag.link} className={styles.tag}>
                  {tag.subject ? <span className={styles.badge}>Subject</span> : null}
                  {tag.name}
                </a>
              </li>
            ))}
          </ul>
          {tags.length > LIMITS.tagsShown ? (
            <ToggleButton
              open={all}
              controls="tags-list"
              onToggle={() => setAll((a) => !a)}
              labels={{ open: CONTRIBUTION_MESSAGES.showLess, closed: CONTRIBUTION_MESSAGES.showAll }}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
