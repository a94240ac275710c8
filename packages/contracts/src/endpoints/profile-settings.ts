import { ProfileUsernameParamsSchema } from '../api/profile.ts';
import {
  AccountDeletedSchema,
  EmailChangeBodySchema,
  EmailChangeResultSchema,
  EmailConfirmBodySchema,
  EmailConfirmResultSchema,
  PasswordChangeBodySchema,
  PasswordChangeResultSchema,
  PasswordConfirmBodySchema,
  PasswordConfirmResultSchema,
  PrivacyBodySchema,
  PrivacyResultSchema,
  UsernameChangeBodySchema,
  UsernameChangeResultSchema,
} from '../api/profile-settings.ts';
import { endpoint } from './endpoint.ts';

/** The Settings tab's calls (spec 03 §7 Profile; ADR 041): each acts on the caller's own account. */
export const profileSettings = {
  changeEmail: endpoint({
    method: 'POST',
    path: '/profile/user/email',
    group: 'profile',
    summary:
      'Sends a confirmation link to a new e-mail address (plain-text body); the address changes when the link is followed. Asks for a recent sign-in or confirmed password (403 password_needed or sign_in_needed). Not for staff or accounts of an external provider',
    body: EmailChangeBodySchema,
    response: EmailChangeResultSchema,
    errors: [400, 401, 403, 404, 500],
  }),
  confirmEmail: endpoint({
    method: 'POST',
    path: '/profile/user/email/confirm',
    group: 'profile',
    summary: 'Follows the link sent to a new e-mail address: the account takes that address',
    body: EmailConfirmBodySchema,
    response: EmailConfirmResultSchema,
    errors: [400, 404, 409, 410, 500],
  }),
  changeUsername: endpoint({
    method: 'POST',
    path: '/profile/user/username',
    group: 'profile',
    summary:
      'Changes the caller’s user name, under the user-name rule and unique ignoring case. Asks for a recent sign-in or confirmed password (403 password_needed or sign_in_needed)',
    body: UsernameChangeBodySchema,
    response: UsernameChangeResultSchema,
    errors: [400, 401, 403, 404, 409, 500],
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/profile/user/password',
    group: 'profile',
    summary:
      'Changes the password of an account of the embedded identity provider, given the current one; other sessions end. Wrong current passwords count as sign-in’s do: five in a row pause the account for 15 minutes (429)',
    body: PasswordChangeBodySchema,
    response: PasswordChangeResultSchema,
    errors: [400, 401, 403, 404, 429, 500],
  }),
  confirmPassword: endpoint({
    method: 'POST',
    path: '/profile/user/confirm-password',
    group: 'profile',
    summary:
      'The caller’s password typed again: for 15 minutes this session may change the e-mail address or user name, or delete the account. Wrong passwords count as sign-in’s do (429 when paused)',
    body: PasswordConfirmBodySchema,
    response: PasswordConfirmResultSchema,
    errors: [400, 401, 403, 404, 429, 500],
  }),
  privacy: endpoint({
    method: 'POST',
    path: '/profile/user/privacy',
    group: 'profile',
    summary:
      'Sets the privacy switches with their consequences: a private profile leaves collaborations and makes its collaborative lists private; turning the feed off deletes its history',
    body: PrivacyBodySchema,
    response: PrivacyResultSchema,
    errors: [400, 401, 404, 500],
  }),
  deleteAccount: endpoint({
    method: 'DELETE',
    path: '/profile/:username',
    group: 'profile',
    summary:
      'Deletes the caller’s own account with its private data, in one transaction; public tags and notes stay, credited to a former user. Asks for a recent sign-in or confirmed password (403 password_needed or sign_in_needed). Not for staff',
    params: ProfileUsernameParamsSchema,
    response: AccountDeletedSchema,
    errors: [401, 403, 404, 500],
  }),
};
