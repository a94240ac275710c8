import { ProfileUsernameParamsSchema } from '../api/profile.ts';
import {
  AccountDeletedSchema,
  EmailChangeBodySchema,
  EmailChangeResultSchema,
  EmailConfirmBodySchema,
  EmailConfirmResultSchema,
  PasswordChangeBodySchema,
  PasswordChangeResultSchema,
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
      'Sends a confirmation link to a new e-mail address (plain-text body); the address changes when the link is followed. Not for staff or accounts of an external provider',
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
    summary: 'Changes the caller’s user name, under the user-name rule and unique ignoring case',
    body: UsernameChangeBodySchema,
    response: UsernameChangeResultSchema,
    errors: [400, 401, 404, 409, 500],
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/profile/user/password',
    group: 'profile',
    summary:
      'Changes the password of an account of the embedded identity provider, given the current one; other sessions end',
    body: PasswordChangeBodySchema,
    response: PasswordChangeResultSchema,
    errors: [400, 401, 403, 404, 500],
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
      'Deletes the caller’s own account with its private data, in one transaction; public tags and notes stay, credited to a former user. Not for staff',
    params: ProfileUsernameParamsSchema,
    response: AccountDeletedSchema,
    errors: [401, 403, 404, 500],
  }),
};
