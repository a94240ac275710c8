import { CORRECTION_LIMITS, MESSAGES, type CorrectionBlock, type HeldCorrection } from '@trove/contracts';
import { Form, Link } from 'react-router';
import type { Route } from './+types/review-route';
import buttonStyles from '../../components/button.module.css';
import { FieldError, fieldErrorProps } from '../../components/field-error.tsx';
import { Notice } from '../../components/notice.tsx';
import { articlePath } from '../../lib/correction-paths.ts';
import { CsrfContext, CsrfField } from '../../lib/csrf-field.tsx';
import { profileBase } from '../../lib/profile-path.ts';
import { loadReviewPage, reviewAction } from './review-data.server.ts';
import { REVIEW_DONE, type ReviewRefusal } from './review-rules.ts';
import { DiffLines } from './text-diff.tsx';
import { correctionTime } from './words.ts';
import styles from './corrections.module.css';

export function loader({ request }: Route.LoaderArgs) {
  return loadReviewPage(request);
}

export function action({ request }: Route.ActionArgs) {
  return reviewAction(request);
}

/**
 * Data managers' review of text corrections (issue 17 §1; ADR 048), a tab of their own profile:
 * the corrections held for review with what they would change, approve or reject (a reason to
 * reject), and the accounts blocked from correcting, with block and unblock.
 */
export default function ReviewRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { held, blocks, done } = loaderData;
  const refused = actionData as ReviewRefusal | undefined;
  const about = (intent: ReviewRefusal['intent'], subject: string) =>
    refused && refused.intent === intent && refused.subject === subject ? refused : null;
  return (
    <CsrfContext.Provider value={loaderData.csrf}>
      <section aria-labelledby="review-heading">
        <h2 id="review-heading">Text corrections to review</h2>
        <div role="status" className={styles.status}>
          {done ? (
            <Notice tone="success">
              <p>{REVIEW_DONE[done]}</p>
            </Notice>
          ) : null}
          {refused && (refused.intent === null || refused.subject === null) ? (
            <Notice tone="error">
              <p>{refused.message}</p>
            </Notice>
          ) : null}
        </div>
        <h3>Held corrections</h3>
        {!held ? (
          <Notice tone="error">
            <p>{MESSAGES.unexpected('load the held corrections')}</p>
          </Notice>
        ) : held.content.length === 0 ? (
          <p>No corrections are waiting for review.</p>
        ) : (
          <ul className={styles.held} aria-label="Held corrections">
            {held.content.map((item) => (
              <HeldItem
                key={item.id}
                item={item}
                refused={about('approve', String(item.id)) ?? about('reject', String(item.id))}
              />
            ))}
          </ul>
        )}
        <h3 id="blocks-heading">Accounts blocked from correcting</h3>
        <Blocks blocks={blocks} refused={refused} />
      </section>
    </CsrfContext.Provider>
  );
}

function HeldItem({ item, refused }: { item: HeldCorrection; refused: ReviewRefusal | null }) {
  const reasonId = `reject-reason-${item.id}`;
  return (
    <li aria-labelledby={`held-${item.id}`}>
      <h4 id={`held-${item.id}`}>
        <Link to={articlePath(item.articleId)}>{item.articleHeading}</Link>
      </h4>
      <p>
        {item.user ? <Link to={profileBase(item.user.username)}>{item.user.displayName}</Link> : 'A visitor'}
        {`, ${correctionTime(item.created)}. Held because: ${item.reason}`}
      </p>
      {item.comment ? <p>{`Comment: ${item.comment}`}</p> : null}
      <DiffLines lines={item.lines} label={`Changes to ${item.articleHeading}`} />
      {refused && refused.intent === 'approve' ? (
        <Notice tone="error">
          <p>{refused.message}</p>
        </Notice>
      ) : null}
      <div className={styles.actions}>
        <Form method="post">
          <CsrfField />
          <input type="hidden" name="intent" value="approve" />
          <input type="hidden" name="subject" value={item.id} />
          <button type="submit" className={buttonStyles.button}>
            Approve
          </button>
        </Form>
      </div>
      <Form
        method="post"
        className={styles.confirm}
        aria-label={`Reject the correction of ${item.articleHeading}`}
      >
        <CsrfField />
        <input type="hidden" name="intent" value="reject" />
        <input type="hidden" name="subject" value={item.id} />
        <label htmlFor={reasonId}>Reason for rejecting (required)</label>
        <textarea
          id={reasonId}
          name="reason"
          rows={2}
          maxLength={CORRECTION_LIMITS.reasonMax}
          defaultValue={refused?.intent === 'reject' ? refused.reason : ''}
          {...fieldErrorProps(reasonId, refused?.intent === 'reject' ? refused.message : null)}
        />
        <FieldError fieldId={reasonId} problem={refused?.intent === 'reject' ? refused.message : null} />
        <div className={styles.actions}>
          <button type="submit" className={`${buttonStyles.button} ${buttonStyles.secondary}`}>
            Reject
          </button>
        </div>
      </Form>
    </li>
  );
}

function Blocks({
  blocks,
  refused,
}: {
  blocks: CorrectionBlock[] | null;
  refused: ReviewRefusal | undefined;
}) {
  const blockRefused = refused?.intent === 'block' ? refused : null;
  const unblockRefused = refused?.intent === 'unblock' ? refused : null;
  return (
    <>
      {!blocks ? (
        <Notice tone="error">
          <p>{MESSAGES.unexpected('load the blocked accounts')}</p>
        </Notice>
      ) : blocks.length === 0 ? (
        <p>No account is blocked from correcting.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.versions} aria-labelledby="blocks-heading">
            <thead>
              <tr>
                <th scope="col">Account</th>
                <th scope="col">Reason</th>
                <th scope="col">Blocked</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {blocks.map((block) => (
                <tr key={block.username}>
                  <th scope="row">
                    <Link to={profileBase(block.username)}>{block.displayName}</Link>
                    {` (${block.username})`}
                  </th>
                  <td>{block.reason}</td>
                  <td>{`${correctionTime(block.created)}${block.blockedBy ? ` by ${block.blockedBy}` : ''}`}</td>
                  <td>
                    <Form method="post">
                      <CsrfField />
                      <input type="hidden" name="intent" value="unblock" />
                      <input type="hidden" name="subject" value={block.username} />
                      <button
                        type="submit"
                        className={`${buttonStyles.button} ${buttonStyles.secondary}`}
                        aria-label={`Unblock ${block.username}`}
                      >
                        Unblock
                      </button>
                    </Form>
                    {unblockRefused?.subject === block.username ? (
                      <p role="alert">{unblockRefused.message}</p>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Form method="post" className={styles.confirm} aria-label="Block an account from correcting">
        <CsrfField />
        <input type="hidden" name="intent" value="block" />
        <label htmlFor="block-username">User name</label>
        <input
          id="block-username"
          type="text"
          name="subject"
          autoComplete="off"
          defaultValue={blockRefused?.subject ?? ''}
        />
        <label htmlFor="block-reason">Reason for blocking (required)</label>
        <textarea
          id="block-reason"
          name="reason"
          rows={2}
          maxLength={CORRECTION_LIMITS.reasonMax}
          defaultValue={blockRefused?.reason ?? ''}
          {...fieldErrorProps('block-reason', blockRefused?.message)}
        />
        <FieldError fieldId="block-reason" problem={blockRefused?.message} />
        <div className={styles.actions}>
          <button type="submit" className={buttonStyles.button}>
            Block from correcting
          </button>
        </div>
      </Form>
    </>
  );
}
