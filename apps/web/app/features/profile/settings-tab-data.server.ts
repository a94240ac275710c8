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
  /** Refused for want of a recent sign-in, for an account without a password here (ADR 056). */
  signInAgain?: boolean;
}

/** A failed call in the spec's words (03 §8): its own message for a 400 or 409, else the catalogue's. */
function failure(result: { status: number; message: string }, action: string): string {
  if (result.status === 400 || result.status === 409 || result.status === 429)
    return result.message || MESSAGES.unexpected(action);
  if (result.status === 401 || result.status === 403) return result.message || MESSAGES.noPermission;
  return MESSAGES.unexpected(action);
}

const refuse = (problem: Omit<SettingsProblem, 'ok'>, status = 400) =>
  data<SettingsProblem>({ ok: false, ...problem }, { status });
const statusOf = (status: number) => (status >= 400 && status < 500 ? status : 502);

type Api = ReturnType<typeof actionApi>;
type SensitiveForm = 'email' | 'username' | 'delete';

/**
 * Before a sensitive change (ADR 056) the password typed with it opens the change to this session;
 * a form without the field (an external provider's account) relies on a recent sign-in. Answers
 * the refusal to show, or null to go on.
 */
async function confirmTyped(api: Api, form: FormData, which: SensitiveForm, value?: string) {
  const typed = form.get('currentPassword');
  if (typed === null) return null;
  const password = String(typed);
  if (!password)
    return refuse({ form: which, field: 'currentPassword', message: SETTINGS_MESSAGES.required, value });
  const result = await api.profileSettings.confirmPassword({ body: { password } });
  if (result.ok) return null;
  const message = failure(result, SETTINGS_ACTIONS[which === 'username' ? 'profile' : which]);
  return refuse({ form: which, field: 'currentPassword', message, value }, statusOf(result.status));
}

/** A sensitive change refused for want of a recent sign-in, said at the password field or with a sign-in link. */
function recentSignInProblem(result: { message: string }, which: SensitiveForm, value?: string) {
  if (result.message === SETTINGS_MESSAGES.passwordNeeded)
    return refuse({ form: which, field: 'currentPassword', message: result.message, value }, 403);
  if (result.message === SETTINGS_MESSAGES.signInNeeded)
    return refuse({ form: which, message: result.message, value, signInAgain: true }, 403);
  return null;
}

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
      const unconfirmed = await confirmTyped(api, form, 'email', email);
      if (unconfirmed) return unconfirmed;
      const result = await api.profileSettings.changeEmail({ body: email.trim() });
      if (!result.ok)
        return (
          recentSignInProblem(result, 'email', email) ??
          refuse(
            { form: 'email', field: 'email', message: failure(result, SETTINGS_ACTIONS.email), value: email },
            statusOf(result.status),
          )
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
        // A wrong current password, or the pause after too many, is said at the current one.
        const field =
          result.message === SETTINGS_MESSAGES.passwordCurrentWrong || result.status === 429
            ? 'currentPassword'
            : 'newPassword';
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
      const unconfirmed = await confirmTyped(api, form, 'username', username);
      if (unconfirmed) return unconfirmed;
      const result = await api.profileSettings.changeUsername({ body: { username: username.trim() } });
      if (!result.ok)
        return (
          recentSignInProblem(result, 'username', username) ??
          refuse(
            {
              form: 'username',
              field: 'username',
              message: failure(result, SETTINGS_ACTIONS.profile),
              value: username,
            },
            statusOf(result.status),
          )
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
      // The password goes with the first step; without script the question is a page of its own after it.
      const unconfirmed = await confirmTyped(api, form, 'delete');
      if (unconfirmed) return unconfirmed;
      if (form.get('intent') === 'delete-ask') throw redirect(settingsHref({ delete: true }));
      const { viewer } = await ownViewer(request);
      const result = await api.profileSettings.deleteAccount({ username: viewer.username });
      if (!result.ok)
        return (
          recentSignInProblem(result, 'delete') ??
          refuse(
            { form: 'delete', message: failure(result, SETTINGS_ACTIONS.delete) },
            statusOf(result.status),
          )
        );
      throw redirect(ACCOUNT_DELETED_PATH);
    }
    default:
      return refuse({ form: 'privacy', message: MESSAGES.unexpected(SETTINGS_ACTIONS.profile) });
  }
}
