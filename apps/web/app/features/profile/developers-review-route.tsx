import { type ApiKeyApplication, MESSAGES, quotaWords } from '@trove/contracts';
import { Form, Link } from 'react-router';
import type { Route } from './+types/developers-review-route';
import { FieldError, fieldErrorProps } from '../../components/field-error.tsx';
import { Notice } from '../../components/notice.tsx';
import { CsrfContext, CsrfField } from '../../lib/csrf-field.tsx';
import { loadReviewKeys, reviewKeysAction } from './developers-review-data.server.ts';
import {
  type KeyListState,
  REVIEW_KEYS_DONE,
  REVIEW_KEYS_PATH,
  type ReviewKeysRefusal,
  STATUS_WORDS,
} from './developers-rules.ts';
import local from './developers.module.css';
import styles from './profile.module.css';

export function loader({ request }: Route.LoaderArgs) {
  return loadReviewKeys(request);
}

export function action({ request }: Route.ActionArgs) {
  return reviewKeysAction(request);
}

const STATES: [KeyListState, string][] = [
  ['pending', 'Pending'],
  ['current', 'Current'],
  ['deactivated', 'Deactivated'],
  ['all', 'All'],
];

/**
 * Data managers' page of API key applications (issue 18 §2; ADR 050): pending commercial
 * applications to approve with a quota, every key's quota, and deactivation with a reason that is
 * sent to the key's owner. Forms posted to the page, so it works without script.
 */
export default function ReviewKeys({ loaderData, actionData }: Route.ComponentProps) {
  const { state, list, done, csrf } = loaderData;
  const refused = actionData as ReviewKeysRefusal | undefined;
  return (
    <CsrfContext.Provider value={csrf}>
      <section aria-labelledby="review-keys-heading" className={styles.panel}>
        <h2 id="review-keys-heading">API key applications</h2>
        <nav aria-label="Which applications">
          <ul className={styles.listActions}>
            {STATES.map(([key, label]) => (
              <li key={key}>
                <Link
                  to={`${REVIEW_KEYS_PATH}?state=${key}`}
                  aria-current={key === state ? 'page' : undefined}
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div role="status" className={styles.status}>
          {done ? <Notice tone="success">{REVIEW_KEYS_DONE[done]}</Notice> : null}
          {refused && refused.id === null ? <Notice tone="error">{refused.message}</Notice> : null}
        </div>
        {!list ? (
          <Notice tone="error">
            <p>{MESSAGES.unexpected('load the applications')}</p>
          </Notice>
        ) : list.applications.length === 0 ? (
          <p>No applications or keys in this state.</p>
        ) : (
          <ul className={styles.lists} aria-label="Applications">
            {list.applications.map((a) => (
              <Application key={a.id} application={a} refused={refused?.id === a.id ? refused : null} />
            ))}
          </ul>
        )}
      </section>
    </CsrfContext.Provider>
  );
}

function Application({
  application: a,
  refused,
}: {
  application: ApiKeyApplication;
  refused: ReviewKeysRefusal | null;
}) {
  const deactivated = a.keyStatus === 'Z';
  const heading = `api-app-${a.id}`;
  const quotaId = `${heading}-quota`;
  const reasonId = `${heading}-reason`;
  const problem = (field: 'quota' | 'reason') => (refused?.field === field ? refused.message : null);
  return (
    <li className={styles.listRow} aria-labelledby={heading}>
      <h3 id={heading} className={styles.listName}>
        {a.displayName} ({a.username}) · {a.commercial === 'Y' ? 'Commercial' : 'Non-commercial'}
      </h3>
      <p className={styles.listFacts}>
        {a.stage === 'pending' && !deactivated
          ? 'Waiting for approval'
          : a.keyStatus
            ? STATUS_WORDS[a.keyStatus]
            : 'Approved'}
        {a.key ? ` · ${a.key}` : ''} · {quotaWords(a.quota)} · {a.todayUse} requests today · applied{' '}
        {a.applied.slice(0, 10)}
        {a.expiryDate ? ` · expires ${a.expiryDate}` : ''}
      </p>
      <p className={styles.listFacts}>
        {a.organisation ? `${a.organisation} · ` : ''}
        {a.contact}, {a.email}, {a.phone}
      </p>
      <div className={local.purpose} tabIndex={0} role="region" aria-label={`Purpose of ${a.username}`}>
        <p className={styles.breakable}>{a.purpose}</p>
      </div>
      {deactivated ? <p>Deactivated. Reason: {a.deactivationReason}</p> : null}
      {refused && refused.field === null ? <Notice tone="error">{refused.message}</Notice> : null}
      {deactivated ? null : (
        <>
          <Form method="post" className={styles.editForm}>
            <CsrfField />
            <input type="hidden" name="id" value={a.id} />
            <div className={styles.field}>
              <label htmlFor={quotaId}>Quota, such as 1000/d or 10/s,20000/d</label>
              <input
                id={quotaId}
                name="quota"
                defaultValue={a.stage === 'pending' ? '' : a.quota}
                {...fieldErrorProps(quotaId, problem('quota'))}
              />
              <FieldError fieldId={quotaId} problem={problem('quota')} />
            </div>
            <div className={styles.listActions}>
              {a.stage === 'pending' ? (
                <button type="submit" name="intent" value="approve" className={styles.button}>
                  Approve
                </button>
              ) : (
                <button type="submit" name="intent" value="quota" className={styles.button}>
                  Set quota
                </button>
              )}
            </div>
          </Form>
          <Form method="post" className={styles.editForm}>
            <CsrfField />
            <input type="hidden" name="id" value={a.id} />
            <div className={styles.field}>
              <label htmlFor={reasonId}>Reason (sent to the owner)</label>
              <textarea
                id={reasonId}
                name="reason"
                rows={2}
                required
                {...fieldErrorProps(reasonId, problem('reason'))}
              />
              <FieldError fieldId={reasonId} problem={problem('reason')} />
            </div>
            <div className={styles.listActions}>
              <button type="submit" name="intent" value="deactivate" className={styles.button}>
                {a.stage === 'pending' ? 'Decline' : 'Deactivate'}
              </button>
            </div>
          </Form>
        </>
      )}
    </li>
  );
}
