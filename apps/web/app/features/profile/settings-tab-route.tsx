import { SETTINGS_MESSAGES, SETTINGS_WORDS as WORDS } from '@trove/contracts';
import type { Route } from './+types/settings-tab-route';
import { Notice } from '../../components/notice.tsx';
import { CsrfContext } from '../../lib/csrf-field.tsx';
import { SettingsAccount } from './settings-account.tsx';
import { SettingsDelete } from './settings-delete.tsx';
import { SettingsPrivacy } from './settings-privacy.tsx';
import { type SettingsDone } from './settings-rules.ts';
import { loadSettingsTab, settingsAction } from './settings-tab-data.server.ts';
import styles from './profile.module.css';

export function loader({ request, params }: Route.LoaderArgs) {
  return loadSettingsTab(request, params.username);
}

export function action({ request }: Route.ActionArgs) {
  return settingsAction(request);
}

const DONE_WORDS: Record<SettingsDone, (email: string | null, name: string) => string> = {
  email: (email) => SETTINGS_MESSAGES.emailSent(email ?? ''),
  password: () => SETTINGS_MESSAGES.passwordChanged,
  username: (_email, name) => SETTINGS_MESSAGES.usernameChanged(name),
  privacy: () => WORDS.privacySaved,
};

/**
 * The Settings tab (spec 03 §2 Settings; ADR 041): Account (e-mail, password), user name, the
 * privacy switches and the Caution panel. Every step is an address or a posted form, so it all
 * works without script; with script the switches and deletion ask in confirmation boxes.
 */
export default function SettingsTab({ loaderData, actionData }: Route.ComponentProps) {
  const { viewer, staff, state, csrf } = loaderData;
  const problem = actionData && !actionData.ok ? actionData : null;
  return (
    <CsrfContext.Provider value={csrf}>
      <section aria-labelledby="settings-heading" className={styles.panel}>
        <h2 id="settings-heading">Settings</h2>
        <div role="status" className={styles.status}>
          {state.done ? (
            <Notice tone="success">{DONE_WORDS[state.done](viewer.pendingEmail, viewer.username)}</Notice>
          ) : null}
          {problem?.form === 'privacy' ? <Notice tone="error">{problem.message}</Notice> : null}
        </div>
        <SettingsAccount viewer={viewer} staff={staff} open={state.open} problem={problem} />
        <SettingsPrivacy viewer={viewer} confirm={state.confirm} />
        <SettingsDelete
          staff={staff}
          hasPassword={viewer.providerAccountUrl === null}
          confirming={state.deleting}
          problem={problem?.form === 'delete' ? problem : null}
        />
      </section>
    </CsrfContext.Provider>
  );
}
