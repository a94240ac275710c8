import {
  MESSAGES,
  PRIVACY_SWITCHES,
  type PrivacySwitch,
  type ProfileInfo,
  SETTINGS_ACTIONS,
  SETTINGS_MESSAGES,
  emailProblem,
  usernameProblem,
} from '@trove/contracts';
import { data, redirect } from 'react-router';
import { actionApi, formCsrfToken } from '../../lib/action-api.server.ts';
import { cookieOf } from '../../lib/api.ts';
import { api } from '../../lib/api-client.ts';
import { profileBase } from '../../lib/profile-path.ts';
import { hasSession } from '../../lib/viewer.server.ts';
import { ownViewer } from './profile-data.server.ts';
import {
  ACCOUNT_DELETED_PATH,
  type SettingsState,
  settingsHref,
  settingsStateOf,
  switchValueOf,
} from './settings-rules.ts';

export interface SettingsTabData {
  viewer: ProfileInfo;
  staff: boolean;
  state: SettingsState;
  csrf: string;
}

/**
 * The Settings tab (spec 03 §2 Settings; ADR 041): one's own only. On someone else's profile the
 * tab is not permitted and goes to About; on one's own public address, to /userProfile/settings.
 */
export async function loadSettingsTab(request: Request, username: string | undefined) {
  if (username !== undefined) {
    const cookie = cookieOf(request);
    const info = hasSession(cookie) ? await api.profile.info({}, { cookie }) : null;
    const own = info?.ok === true && info.data.username.toLowerCase() === username.toLowerCase();
    throw redirect(own ? settingsHref() : `${profileBase(username)}/about`);
  }
  const { viewer } = await ownViewer(request);
  return data<SettingsTabData>({
    viewer,
    staff: viewer.roles.includes('staff'),
    state: settingsStateOf(new URL(request.url).searchParams),
    csrf: formCsrfToken(request),
  });
}

/** A refused change: which form, its message, and what was typed (never a password). */
export interface SettingsProblem {
  ok: false;
  form: 'email' | 'password' | 'username' | 'privacy' | 'delete';
  field?: string;
  message: string;
  value?: string;
}

/** A failed call in the spec's words (03 §8): its own message for a 400 or 409, else the catalogue's. */
function failure(result: { status: number; message: string }, action: string): string {
  if (result.status === 400 || result.status === 409) return result.message || MESSAGES.unexpected(action);
  if (result.status === 401 || result.status === 403) return result.message || MESSAGES.noPermission;
  return MESSAGES.unexpected(action);
}

const refuse = (problem: Omit<SettingsProblem, 'ok'>, status = 400) =>
  data<SettingsProblem>({ ok: false, ...problem }, { status });
const statusOf = (status: number) => (status >= 400 && status < 500 ? status : 502);

/** Each form of the tab posts here (ADR 038 page forms); the API is called for the visitor who posted. */
export async function settingsAction(request: Request) {
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? '');
  const api = actionApi(request);
  switch (form.get('intent')) {
    case 'email': {
      const email = text('email');
      const problem = emailProblem(email);
      if (problem) return refuse({ form: 'email', field: 'email', message: problem, value: email });
      const result = await api.profileSettings.changeEmail({ body: email.trim() });
      if (!result.ok)
        return refuse(
          { form: 'email', field: 'email', message: failure(result, SETTINGS_ACTIONS.email), value: email },
          statusOf(result.status),
        );
      throw redirect(settingsHref({ done: 'email' }));
    }
    case 'password': {
      const body = { currentPassword: text('currentPassword'), newPassword: text('newPassword') };
      if (!body.currentPassword || !body.newPassword)
        return refuse({
          form: 'password',
          field: body.currentPassword ? 'newPassword' : 'currentPassword',
          message: SETTINGS_MESSAGES.required,
        });
      const result = await api.profileSettings.changePassword({ body });
      if (!result.ok) {
        const field =
          result.message === SETTINGS_MESSAGES.passwordCurrentWrong ? 'currentPassword' : 'newPassword';
        return refuse(
          { form: 'password', field, message: failure(result, SETTINGS_ACTIONS.password) },
          statusOf(result.status),
        );
      }
      throw redirect(settingsHref({ done: 'password' }));
    }
    case 'username': {
      const username = text('username');
      const problem = usernameProblem(username);
      if (problem) return refuse({ form: 'username', field: 'username', message: problem, value: username });
      const result = await api.profileSettings.changeUsername({ body: { username: username.trim() } });
      if (!result.ok)
        return refuse(
          {
            form: 'username',
            field: 'username',
            message: failure(result, SETTINGS_ACTIONS.profile),
            value: username,
          },
          statusOf(result.status),
        );
      throw redirect(settingsHref({ done: 'username' }));
    }
    case 'privacy-ask':
    case 'privacy': {
      const key = PRIVACY_SWITCHES.find((name) => name === form.get('switch')) as PrivacySwitch | undefined;
      const to = switchValueOf(form.get('to'));
      if (!key || to === null)
        return refuse({ form: 'privacy', message: MESSAGES.unexpected(SETTINGS_ACTIONS.profile) });
      // Without script a switch asks on a page of its own before it changes (spec 03 §4).
      if (form.get('intent') === 'privacy-ask') throw redirect(settingsHref({ confirm: key, to }));
      const result = await api.profileSettings.privacy({ body: { [key]: to } });
      if (!result.ok)
        return refuse(
          { form: 'privacy', message: failure(result, SETTINGS_ACTIONS.profile) },
          statusOf(result.status),
        );
      throw redirect(settingsHref({ done: 'privacy' }));
    }
    case 'delete-ask':
    case 'delete': {
      if (form.get('confirmation') !== 'on')
        return refuse({
          form: 'delete',
          field: 'confirmation',
          message: SETTINGS_MESSAGES.deleteUnconfirmed,
        });
      if (form.get('intent') === 'delete-ask') throw redirect(settingsHref({ delete: true }));
      const { viewer } = await ownViewer(request);
      const result = await api.profileSettings.deleteAccount({ username: viewer.username });
      if (!result.ok)
        return refuse(
          { form: 'delete', message: failure(result, SETTINGS_ACTIONS.delete) },
          statusOf(result.status),
        );
      throw redirect(ACCOUNT_DELETED_PATH);
    }
    default:
      return refuse({ form: 'privacy', message: MESSAGES.unexpected(SETTINGS_ACTIONS.profile) });
  }
}
