import { MODERATION_WORDS as WORDS, type ModerationItem } from '@trove/contracts';
import { Form, Link } from 'react-router';
import { Notice } from '../../components/notice.tsx';
import { CsrfField } from '../../lib/csrf-field.tsx';
import { profileBase } from '../../lib/profile-path.ts';
import { type ModerationView, actionsFor, moderationHref } from './moderation-rules.ts';
import local from './moderation.module.css';
import styles from './profile.module.css';

/**
 * One note or tag under review (spec 03 §2 Moderation; ADR 045): what it is on, linked; its author,
 * linked to their profile; its text; its visibility and state; and the actions its state allows.
 * An action is an address that opens its confirmation in place, asking for the required reason,
 * and the confirmation is a posted form, so it all works without script.
 */
export function ModerationRow({
  item,
  view,
  problem,
}: {
  item: ModerationItem;
  view: ModerationView;
  problem: { message: string; reason?: string } | null;
}) {
  const asking = view.ask && view.ask.id === item.id && actionsFor(item.moderation).includes(view.ask.action);
  const formId = `moderate-${item.type}-${item.id}`;
  const title = item.itemTitle ?? WORDS.goneRecord;
  return (
    <li className={`${local.item} ${item.moderation ? local.moderated : ''}`}>
      <p className={styles.listFacts}>
        {item.link && item.itemTitle ? (
          <Link to={item.link} className={styles.listName}>
            {item.itemTitle}
          </Link>
        ) : (
          <span className={styles.listName}>{title}</span>
        )}{' '}
        · by {item.user ? <Link to={profileBase(item.user)}>{item.user}</Link> : WORDS.anonymous}
      </p>
      <p className={local.content}>{item.content}</p>
      <p className={styles.listFacts}>
        {item.priv ? 'Private' : 'Public'} · <strong>{WORDS.itemState(item.moderation)}</strong>
      </p>
      {problem ? <Notice tone="error">{problem.message}</Notice> : null}
      {asking && view.ask ? (
        <Form method="post" className={local.confirm} aria-labelledby={`${formId}-question`}>
          <p id={`${formId}-question`}>{WORDS.confirm(view.ask.action, item.type)}</p>
          <CsrfField />
          <input type="hidden" name="intent" value={view.ask.action} />
          <input type="hidden" name="type" value={item.type} />
          <input type="hidden" name="id" value={item.id} />
          <label htmlFor={`${formId}-reason`}>{WORDS.reasonLabel} (required)</label>
          <textarea
            id={`${formId}-reason`}
            name="reason"
            rows={3}
            required
            aria-describedby={`${formId}-hint`}
            aria-invalid={problem ? true : undefined}
            defaultValue={problem?.reason ?? ''}
          />
          <p id={`${formId}-hint`} className={styles.listFacts}>
            {WORDS.reasonHint}
          </p>
          <div className={styles.listActions}>
            <button type="submit" className={styles.button}>
              {WORDS.action[view.ask.action]}
            </button>
            <Link to={moderationHref({ ...view, ask: null, done: null })}>{WORDS.cancel}</Link>
          </div>
        </Form>
      ) : (
        <div className={styles.listActions}>
          {actionsFor(item.moderation).map((action) => (
            <Link
              key={action}
              to={moderationHref({ ...view, ask: { action, id: item.id }, done: null })}
              aria-label={`${WORDS.action[action]}: ${item.type} “${item.content.slice(0, 40)}” by ${item.user ?? WORDS.anonymous}`}
            >
              {WORDS.action[action]}
            </Link>
          ))}
        </div>
      )}
    </li>
  );
}
