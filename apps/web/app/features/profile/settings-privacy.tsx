import {
  PRIVACY_SWITCHES,
  PRIVACY_WORDS,
  type PrivacySwitch,
  type ProfileInfo,
  SETTINGS_WORDS as WORDS,
} from '@trove/contracts';
import { useContext, useState } from 'react';
import { Form, Link, useSubmit } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { CsrfContext, CsrfField } from '../../lib/csrf-field.tsx';
import { CSRF_FORM_FIELD } from '../../lib/csrf.ts';
import styles from './profile.module.css';
import local from './settings.module.css';

interface PrivacyProps {
  viewer: ProfileInfo;
  /** A switch waiting for its confirmation on a page of its own (without script). */
  confirm: { key: PrivacySwitch; to: boolean } | null;
}

/** The switch whose change waits in the confirmation box, with the value it would take. */
type Asking = { key: PrivacySwitch; to: boolean } | null;

/**
 * The Privacy section (spec 03 §2, §4): three switches, each a form. With script a switch flips at
 * once and asks in a confirmation box; Cancel flips it back. Without script the form posts, and a
 * page of its own asks before anything changes. Activity is off and disabled on a private profile.
 */
export function SettingsPrivacy({ viewer, confirm }: PrivacyProps) {
  const [asking, setAsking] = useState<Asking>(null);
  const submit = useSubmit();
  const csrf = useContext(CsrfContext);
  const valueOf = (key: PrivacySwitch) => (asking?.key === key ? asking.to : viewer[key]);
  return (
    <section aria-labelledby="settings-privacy" className={local.section}>
      <h3 id="settings-privacy">{WORDS.privacyHeading}</h3>
      {confirm ? (
        <div role="group" aria-labelledby="privacy-question">
          <p id="privacy-question">
            {confirm.to ? PRIVACY_WORDS[confirm.key].confirmOn : PRIVACY_WORDS[confirm.key].confirmOff}
          </p>
          <Form method="post" className={local.row}>
            <CsrfField />
            <input type="hidden" name="intent" value="privacy" />
            <input type="hidden" name="switch" value={confirm.key} />
            <input type="hidden" name="to" value={confirm.to ? 'on' : 'off'} />
            <button type="submit" className={styles.button}>
              {WORDS.confirm}
            </button>
            <Link to="/userProfile/settings">{WORDS.cancel}</Link>
          </Form>
        </div>
      ) : null}
      {PRIVACY_SWITCHES.map((key) => {
        const words = PRIVACY_WORDS[key];
        const on = valueOf(key);
        const disabled = key === 'activityVisible' && !viewer.publiclyVisible;
        return (
          <Form
            method="post"
            key={key}
            className={local.switchRow}
            onSubmit={(event) => {
              // With script: the switch flips and the confirmation box asks (spec 03 §4).
              event.preventDefault();
              setAsking({ key, to: !viewer[key] });
            }}
          >
            <CsrfField />
            <input type="hidden" name="intent" value="privacy-ask" />
            <input type="hidden" name="switch" value={key} />
            <input type="hidden" name="to" value={viewer[key] ? 'off' : 'on'} />
            <span id={`switch-${key}`}>{words.label}</span>
            <button
              type="submit"
              role="switch"
              aria-checked={on}
              aria-labelledby={`switch-${key}`}
              aria-describedby={disabled ? 'activity-hint' : undefined}
              disabled={disabled}
              className={local.switch}
            >
              {on ? words.on : words.off}
            </button>
          </Form>
        );
      })}
      {!viewer.publiclyVisible ? (
        <p id="activity-hint" className={local.hint}>
          {WORDS.activityNeedsPublic}
        </p>
      ) : null}
      <ConfirmDialog
        question={
          asking
            ? asking.to
              ? PRIVACY_WORDS[asking.key].confirmOn
              : PRIVACY_WORDS[asking.key].confirmOff
            : ''
        }
        confirmLabel={WORDS.confirm}
        isOpen={asking !== null}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (!asking) return;
          const form = new FormData();
          form.set(CSRF_FORM_FIELD, csrf);
          form.set('intent', 'privacy');
          form.set('switch', asking.key);
          form.set('to', asking.to ? 'on' : 'off');
          setAsking(null);
          void submit(form, { method: 'post' });
        }}
      />
    </section>
  );
}
