import { PRIVACY_SWITCHES, type PrivacySwitch } from '@trove/contracts';

/** The Settings tab's addresses and its no-script steps (ADR 041), without React for loaders and tests. */

export const SETTINGS_PATH = '/userProfile/settings';
export const ACCOUNT_DELETED_PATH = '/user/account-deleted';

/** A form the page opens by address, so it works without script. */
export const SETTINGS_FORMS = ['email', 'password', 'username'] as const;
export type SettingsForm = (typeof SETTINGS_FORMS)[number];

/** What a finished change says, by the `done` of the address it lands on. */
export const SETTINGS_DONE = ['email', 'password', 'username', 'privacy'] as const;
export type SettingsDone = (typeof SETTINGS_DONE)[number];

export interface SettingsState {
  open: SettingsForm | null;
  done: SettingsDone | null;
  /** A privacy switch waiting for its confirmation (the no-script confirmation page). */
  confirm: { key: PrivacySwitch; to: boolean } | null;
  /** The account deletion waiting for its confirmation. */
  deleting: boolean;
}

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | null =>
  values.find((value) => value === raw) ?? null;

/** The page's state from its address; anything unknown is left out. */
export function settingsStateOf(params: URLSearchParams): SettingsState {
  const key = oneOf(PRIVACY_SWITCHES, params.get('confirm'));
  const to = params.get('to');
  return {
    open: oneOf(SETTINGS_FORMS, params.get('change')),
    done: oneOf(SETTINGS_DONE, params.get('done')),
    confirm: key && (to === 'on' || to === 'off') ? { key, to: to === 'on' } : null,
    deleting: params.get('delete') === 'confirm',
  };
}

/** The Settings address with one step of its state. */
export function settingsHref(
  step: {
    change?: SettingsForm;
    done?: SettingsDone;
    confirm?: PrivacySwitch;
    to?: boolean;
    delete?: true;
  } = {},
): string {
  const query = new URLSearchParams();
  if (step.change) query.set('change', step.change);
  if (step.done) query.set('done', step.done);
  if (step.confirm) {
    query.set('confirm', step.confirm);
    query.set('to', step.to ? 'on' : 'off');
  }
  if (step.delete) query.set('delete', 'confirm');
  const text = query.toString();
  return text ? `${SETTINGS_PATH}?${text}` : SETTINGS_PATH;
}

/** A switch's value as a form posts it. */
export const switchValueOf = (raw: FormDataEntryValue | null): boolean | null =>
  raw === 'on' ? true : raw === 'off' ? false : null;
