import { MESSAGES, SETTINGS_ACTIONS, SETTINGS_MESSAGES, SETTINGS_WORDS as WORDS } from '@trove/contracts';
import { Form, data } from 'react-router';
import type { Route } from './+types/confirm-email-route';
import { Notice } from '../../components/notice.tsx';
import { actionApi, formCsrfToken } from '../../lib/action-api.server.ts';
import { CsrfContext, CsrfField } from '../../lib/csrf-field.tsx';
import { pageMeta, siteFromMatches } from '../../lib/meta.ts';
import styles from './profile.module.css';

export function loader({ request }: Route.LoaderArgs) {
  return { csrf: formCsrfToken(request) };
}

/** Following the link: the address changes only when the reader presses the button (ADR 041). */
export async function action({ request, params }: Route.ActionArgs) {
  const result = await actionApi(request).profileSettings.confirmEmail({ body: { token: params.token } });
  if (result.ok) return { ok: true as const, message: SETTINGS_MESSAGES.emailChanged(result.data.email) };
  const message =
    result.status === 410 || result.status === 409 || result.status === 400
      ? result.message || SETTINGS_MESSAGES.emailLinkDead
      : MESSAGES.unexpected(SETTINGS_ACTIONS.email);
  return data(
    { ok: false as const, message },
    { status: result.status >= 400 && result.status < 500 ? result.status : 502 },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    site: siteFromMatches(matches),
    title: WORDS.emailConfirmHeading,
    description: WORDS.emailConfirmHeading,
    path: '/user/confirm-email',
    noindex: true,
  });
}

/**
 * The page the confirmation link leads to. Opening it changes nothing (mail scanners open links);
 * the button posts the token, so the address changes when the reader asks.
 */
export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CsrfContext.Provider value={loaderData.csrf}>
      <div className={styles.page}>
        <h1>{WORDS.emailConfirmHeading}</h1>
        <div role="status" className={styles.status}>
          {actionData ? (
            <Notice tone={actionData.ok ? 'success' : 'error'}>{actionData.message}</Notice>
          ) : null}
        </div>
        {actionData?.ok ? null : (
          <Form method="post">
            <CsrfField />
            <button type="submit" className={styles.button}>
              {WORDS.emailConfirmButton}
            </button>
          </Form>
        )}
      </div>
    </CsrfContext.Provider>
  );
}
