import {
  API_KEY_MESSAGES,
  type ApiDetailField,
  type ApiDetails,
  MESSAGES,
  apiDetailProblems,
  cleanApiDetails,
} from '@trove/contracts';
import { data, redirect } from 'react-router';
import { actionApi, formCsrfToken } from '../../lib/action-api.server.ts';
import { ownViewer } from './profile-data.server.ts';
import { DEVELOPERS_PATH, type DevelopersDone, doneOf } from './developers-rules.ts';

export interface DevelopersTabData {
  details: ApiDetails | null;
  done: DevelopersDone | null;
  /** The delete question shows when the address asks it (so it works without script). */
  confirmRemove: boolean;
  csrf: string;
}

/** The Developers tab (spec 03 §2): the owner's only, signed in; the key's details from profile info. */
export async function loadDevelopersTab(request: Request) {
  const { viewer } = await ownViewer(request);
  const url = new URL(request.url);
  return {
    details: viewer.apiDetails,
    done: doneOf(url.searchParams.get('done')),
    confirmRemove: url.searchParams.get('delete') === 'ask' && viewer.apiDetails?.keyStatus !== 'Z',
    csrf: formCsrfToken(request),
  } satisfies DevelopersTabData;
}

const FIELDS: ApiDetailField[] = ['purpose', 'contact', 'email', 'phone', 'organisation'];

export type DevelopersOutcome =
  | { ok: true; issuedKey: string }
  | {
      ok: false;
      message: string | null;
      problems: { field: ApiDetailField; message: string }[];
      values: Record<string, string>;
    };

/** Spec 03 §8: 401 or 403 in the shared words, a 409 in the server's own, anything else unexpected. */
function failureOf(status: number, message: string, action: string): string {
  if (status === 401) return MESSAGES.noPermission;
  if (status === 403 || status === 409) return message || MESSAGES.noPermission;
  return MESSAGES.unexpected(action);
}

/**
 * Forms posted to the tab (ADR 038): apply, renew, show a new key, delete. A call that makes a key
 * answers the page with it (shown this once, never kept in an address); the others go back to the
 * tab saying what was done.
 */
export async function developersAction(request: Request) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const calls = actionApi(request).apiKeys;
  const refuse = (status: number, message: string | null, extra: Partial<DevelopersOutcome> = {}) =>
    data<DevelopersOutcome>({ ok: false, message, problems: [], values: {}, ...extra } as DevelopersOutcome, {
      status: status >= 400 && status < 500 ? status : 502,
    });
  if (intent === 'apply') {
    const values = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? '')]));
    const commercial = form.get('commercial') === 'Y' ? 'Y' : 'N';
    const problems = apiDetailProblems(cleanApiDetails(values));
    if (problems.length > 0) return refuse(400, null, { problems, values: { ...values, commercial } });
    const result = await calls.save({ body: { ...values, commercial } });
    if (!result.ok) {
      const details = result.details as
        { problems?: { field: ApiDetailField; message: string }[] } | undefined;
      return refuse(result.status, failureOf(result.status, result.message, API_KEY_MESSAGES.applyAction), {
        problems: details?.problems ?? [],
        values: { ...values, commercial },
      });
    }
    if (result.data.issuedKey) return data<DevelopersOutcome>({ ok: true, issuedKey: result.data.issuedKey });
    throw redirect(DEVELOPERS_PATH);
  }
  if (intent === 'reveal') {
    const result = await calls.reveal({});
    if (!result.ok)
      return refuse(result.status, failureOf(result.status, result.message, 'show your API Key'));
    return data<DevelopersOutcome>({ ok: true, issuedKey: result.data.issuedKey ?? '' });
  }
  if (intent === 'renew') {
    const result = await calls.extend({});
    if (!result.ok)
      return refuse(result.status, failureOf(result.status, result.message, API_KEY_MESSAGES.renewAction));
    throw redirect(`${DEVELOPERS_PATH}?done=renewed`);
  }
  if (intent === 'remove') {
    const result = await calls.remove({});
    if (!result.ok)
      return refuse(result.status, failureOf(result.status, result.message, API_KEY_MESSAGES.deleteAction));
    throw redirect(`${DEVELOPERS_PATH}?done=deleted`);
  }
  return refuse(400, MESSAGES.unexpected(API_KEY_MESSAGES.applyAction));
}
