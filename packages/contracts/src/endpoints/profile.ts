import {
  KcInitSchema,
  LogoutResultSchema,
  ProfileInfoSchema,
  ProfileUsernameParamsSchema,
  PublicProfileSchema,
} from '../api/profile.ts';
import { endpoint } from './endpoint.ts';

/** kcInit and the profile calls of spec 03 §7 that accounts need now. */
export const profile = {
  kcInit: endpoint({
    method: 'GET',
    path: '/configuration/kcInit',
    group: 'configuration',
    summary: 'The identity provider: where to sign in and come back to',
    response: KcInitSchema,
    errors: [401, 404, 500],
  }),
  info: endpoint({
    method: 'GET',
    path: '/profile/info',
    group: 'profile',
    summary: "The signed-in user's own profile",
    response: ProfileInfoSchema,
    errors: [401, 404, 500],
  }),
  logout: endpoint({
    method: 'GET',
    path: '/profile/logout',
    group: 'profile',
    summary: 'Ends the session of this browser',
    response: LogoutResultSchema,
    errors: [401, 404, 500],
  }),
  ofUser: endpoint({
    method: 'GET',
    path: '/profile/:username',
    group: 'profile',
    summary:
      'A reader’s profile info: names, visibility, and the counts of their tags, notes and lists the caller may see; a private profile only for its owner and allowed viewers',
    params: ProfileUsernameParamsSchema,
    response: PublicProfileSchema,
    errors: [401, 404, 500],
  }),
};
