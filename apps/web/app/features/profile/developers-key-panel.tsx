import { type ApiDetails, quotaWords } from '@trove/contracts';
import { Form, Link } from 'react-router';
import { CsrfField } from '../../lib/csrf-field.tsx';
import { DEVELOPERS_PATH, DEVELOPERS_WORDS as WORDS, STATUS_WORDS, usageWords } from './developers-rules.ts';
import local from './developers.module.css';
import styles from './profile.module.css';

function PostButton({ intent, label, describedBy }: { intent: string; label: string; describedBy?: string }) {
  return (
    <Form method="post" action={DEVELOPERS_PATH}>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={styles.button} aria-describedby={describedBy}>
        {label}
      </button>
    </Form>
  );
}

/**
 * Spec 03 §2, §3, §4: the key's details and the controls its state allows. Expiring soon or
 * expired: 'Renew my API Key'; deactivated: no controls and no expiry, with the recorded reason;
 * Delete unless deactivated, asked first at an address of its own (no script needed).
 */
export function DevelopersKeyPanel({
  details,
  confirmRemove,
}: {
  details: ApiDetails;
  confirmRemove: boolean;
}) {
  const status = details.keyStatus;
  const deactivated = status === 'Z';
  // Spec 03 §4: expiring soon renews, expired reactivates (the server decides again).
  const renewable = status === 'E' || details.expiringSoon;
  const stateWords =
    details.stage === 'pending' ? 'Waiting for approval' : status ? STATUS_WORDS[status] : 'Approved';
  return (
    <section aria-labelledby="api-key-heading" className={styles.panel}>
      <h3 id="api-key-heading">{WORDS.keyHeading}</h3>
      <dl className={styles.facts}>
        <div>
          <dt>Key</dt>
          <dd>{details.key ? <code>{details.key}</code> : 'Not shown yet'}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            {stateWords}
            {details.expiringSoon ? <strong className={local.soon}> (expiring soon)</strong> : null}
          </dd>
        </div>
        {details.expiryDate && !deactivated ? (
          <div>
            <dt>{status === 'E' ? 'Expired on' : 'Expires'}</dt>
            <dd>{details.expiryDate}</dd>
          </div>
        ) : null}
        <div>
          <dt>Use</dt>
          <dd>{details.commercial === 'Y' ? WORDS.commercial : 'Non-commercial'}</dd>
        </div>
        <div>
          <dt>Quota</dt>
          <dd>{quotaWords(details.quota)}</dd>
        </div>
        {details.stage === 'issued' && !deactivated ? (
          <div>
            <dt>Today</dt>
            <dd>{usageWords(details.usage, details.quota)}</dd>
          </div>
        ) : null}
        {details.organisation ? (
          <div>
            <dt>Organisation</dt>
            <dd>{details.organisation}</dd>
          </div>
        ) : null}
        <div>
          <dt>Contact</dt>
          <dd>
            {details.contact}, {details.email}, {details.phone}
          </dd>
        </div>
      </dl>
      <h4>Purpose</h4>
      {/* Spec 03 §9: the purpose collapses at 250 px; it scrolls within that height. */}
      <div className={local.purpose} tabIndex={0} role="region" aria-label="Purpose">
        <p className={styles.breakable}>{details.purpose}</p>
      </div>
      {deactivated ? (
        <p role="note">
          {WORDS.deactivated}
          {details.deactivationReason ? ` Reason: ${details.deactivationReason}` : ''}
        </p>
      ) : null}
      {details.stage === 'pending' && !deactivated ? <p>{WORDS.pending}</p> : null}
      {details.stage === 'ready' && !deactivated ? <p>{WORDS.ready}</p> : null}
      {deactivated ? null : (
        <div className={styles.listActions}>
          {details.stage === 'ready' ? <PostButton intent="reveal" label={WORDS.showKey} /> : null}
          {renewable && details.stage !== 'pending' ? (
            <PostButton intent="renew" label={WORDS.renew} />
          ) : null}
          {details.stage === 'issued' ? (
            <>
              <PostButton intent="reveal" label={WORDS.replaceKey} describedBy="api-replace-hint" />
              <p id="api-replace-hint" className={styles.hint}>
                {WORDS.replaceHint}
              </p>
            </>
          ) : null}
          {confirmRemove ? null : (
            <Link to={`${DEVELOPERS_PATH}?delete=ask`}>
              {details.stage === 'pending' ? WORDS.removeApplication : WORDS.remove}
            </Link>
          )}
        </div>
      )}
      {confirmRemove ? (
        <div role="group" aria-labelledby="api-remove-question" className={local.confirm}>
          <p id="api-remove-question">{WORDS.confirmRemove}</p>
          <div className={styles.listActions}>
            <PostButton
              intent="remove"
              label={details.stage === 'pending' ? WORDS.removeApplication : WORDS.remove}
            />
            <Link to={DEVELOPERS_PATH}>{WORDS.keep}</Link>
          </div>
        </div>
      ) : null}
    </section>
  );
}
