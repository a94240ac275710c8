import {
  AVATAR,
  AVATAR_MESSAGES,
  AvatarResultSchema,
  ENDPOINTS,
  MESSAGES,
  PROFILE_DETAIL_FIELDS,
  PROFILE_DETAIL_MESSAGES,
  type ProfileDetailField,
  type ProfileDetailProblem,
  addressOf,
  cleanProfileDetails,
  profileDetailProblems,
  readAnswer,
} from '@trove/contracts';
import { data, redirect } from 'react-router';
import { actionApi, formCsrfToken } from '../../lib/action-api.server.ts';
import { apiFetch, cookieOf } from '../../lib/api.ts';
import { CSRF_HEADER, csrfTokenFrom } from '../../lib/csrf.ts';
import { type AboutDone, type AboutOutcome, aboutHref, doneOf } from './about-edit-rules.ts';

export interface AboutTabData {
  /** The edit form is open (`?edit=profile`). */
  editing: boolean;
  done: AboutDone | null;
  csrf: string;
}

/** The About tab's own state from its address (ADR 040); the profile itself comes from the shell. */
export function loadAboutTab(request: Request): AboutTabData {
  const url = new URL(request.url);
  return {
    editing: url.searchParams.get('edit') === 'profile',
    done: doneOf(url.searchParams.get('done')),
    csrf: formCsrfToken(request),
  };
}

/** A failed call in the spec's words (03 §8) for the action's phrase. */
function failureOf(status: number, message: string, action: string): string {
  if (status === 401 || status === 403) return MESSAGES.noPermission;
  if ((status === 400 || status === 413 || status === 415) && message) return message;
  return MESSAGES.unexpected(action);
}

const refuse = (status: number, outcome: AboutOutcome) =>
  data<AboutOutcome>(outcome, { status: status >= 400 && status < 500 ? status : 502 });

/**
 * The About tab's forms, posted to the page (ADR 038; multipart for the picture, ADR 040): the
 * profile edit checked with the shared rules before the API checks them again, and the picture
 * passed on to the API as it came. Success goes back to the tab saying what was done.
 */
export async function editProfile(request: Request, form: FormData) {
  const intent = form.get('intent');
  if (intent === 'avatar') return uploadAvatar(request, form.get(AVATAR.field));
  if (intent === 'removeAvatar') {
    const result = await actionApi(request).profileEdit.removeAvatar();
    if (!result.ok)
      return refuse(result.status, {
        ok: false,
        form: 'avatar',
        message: failureOf(result.status, result.message, AVATAR_MESSAGES.removeAction),
      });
    throw redirect(aboutHref({ done: 'avatarRemoved' }));
  }
  return saveProfile(request, form);
}

async function saveProfile(request: Request, form: FormData) {
  const values = Object.fromEntries(
    PROFILE_DETAIL_FIELDS.map((field) => [field, String(form.get(field) ?? '')]),
  ) as Record<ProfileDetailField, string>;
  const refusal = (status: number, problems: ProfileDetailProblem[], message: string | null) =>
    refuse(status, { ok: false, form: 'profile', problems, message, values });
  const problems = profileDetailProblems(cleanProfileDetails(values));
  if (problems.length > 0) return refusal(400, problems, null);
  const result = await actionApi(request).profileEdit.save({ body: values });
  if (!result.ok) {
    const details = result.details as { problems?: ProfileDetailProblem[] } | undefined;
    if (result.status === 400 && Array.isArray(details?.problems))
      return refusal(400, details.problems, null);
    return refusal(
      result.status,
      [],
      failureOf(result.status, result.message, PROFILE_DETAIL_MESSAGES.updateAction),
    );
  }
  throw redirect(aboutHref({ done: 'saved' }));
}

/** The picture, sent on to the API as the multipart upload it came as, for the visitor who posted it. */
async function uploadAvatar(request: Request, file: FormDataEntryValue | null) {
  const refusal = (status: number, message: string) => refuse(status, { ok: false, form: 'avatar', message });
  if (!(file instanceof File) || file.size === 0 || file.name === '')
    return refusal(400, AVATAR_MESSAGES.missing);
  // Checked here too, so a reader hears about a large file without the API reading it.
  if (file.size > AVATAR.maxBytes) return refusal(413, AVATAR_MESSAGES.tooBig);
  const upload = new FormData();
  upload.append(AVATAR.field, file, file.name);
  const encoded = new Response(upload);
  const cookie = cookieOf(request) ?? '';
  const token = csrfTokenFrom(cookie);
  const headers: Record<string, string> = {
    accept: 'application/json',
    origin: new URL(request.url).origin,
    'content-type': encoded.headers.get('content-type') ?? '',
    ...(cookie ? { cookie } : {}),
    ...(token ? { [CSRF_HEADER]: token } : {}),
  };
  const path = addressOf(ENDPOINTS.profileEdit.uploadAvatar);
  const response = await apiFetch(path, {
    method: 'POST',
    headers,
    body: new Uint8Array(await encoded.arrayBuffer()),
  });
  const result = await readAnswer(response, AvatarResultSchema, path);
  if (!result.ok)
    return refusal(result.status, failureOf(result.status, result.message, AVATAR_MESSAGES.uploadAction));
  throw redirect(aboutHref({ done: 'avatarSaved' }));
}
