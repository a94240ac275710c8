import type { Route } from './+types/developers-tab-route';
import { Notice } from '../../components/notice.tsx';
import { CsrfContext } from '../../lib/csrf-field.tsx';
import { DevelopersApplyForm } from './developers-apply-form.tsx';
import { DevelopersKeyPanel } from './developers-key-panel.tsx';
import { API_TERMS_PATH, DEVELOPERS_WORDS as WORDS, DONE_WORDS } from './developers-rules.ts';
import { developersAction, loadDevelopersTab } from './developers-tab-data.server.ts';
import local from './developers.module.css';
import styles from './profile.module.css';

export function loader({ request }: Route.LoaderArgs) {
  return loadDevelopersTab(request);
}

export function action({ request }: Route.ActionArgs) {
  return developersAction(request);
}

/**
 * The Developers tab (spec 03 §2 'Developers', §4 'API key'; issue 18 §2; ADR 050), the owner's
 * only: the apply form while there is no key, otherwise the key and what its state allows. A key
 * just made is shown here in full, this once. Every control is a form posted to the page.
 */
export default function DevelopersTab({ loaderData, actionData }: Route.ComponentProps) {
  const { details, done, confirmRemove, csrf } = loaderData;
  const issued = actionData?.ok ? actionData.issuedKey : null;
  const refused = actionData && !actionData.ok ? actionData : null;
  return (
    <CsrfContext.Provider value={csrf}>
      <section aria-labelledby="developers-heading" className={styles.panel}>
        <h2 id="developers-heading">{WORDS.heading}</h2>
        <p>
          Keys, quotas and our promises to developers are set out in the{' '}
          <a href={API_TERMS_PATH}>{WORDS.terms}</a>.
        </p>
        <div role="status" className={styles.status}>
          {done ? <Notice tone="success">{DONE_WORDS[done]}</Notice> : null}
          {refused && details && refused.message ? <Notice tone="error">{refused.message}</Notice> : null}
        </div>
        {issued ? (
          <div className={local.newKey} role="region" aria-labelledby="new-key-heading">
            <h3 id="new-key-heading">Your new API key</h3>
            <code>{issued}</code>
            <p>{WORDS.shownOnce}</p>
          </div>
        ) : null}
        {details ? (
          <DevelopersKeyPanel details={details} confirmRemove={confirmRemove} />
        ) : (
          <DevelopersApplyForm
            problems={refused?.problems ?? []}
            values={refused?.values ?? {}}
            message={refused?.message ?? null}
          />
        )}
      </section>
    </CsrfContext.Provider>
  );
}
