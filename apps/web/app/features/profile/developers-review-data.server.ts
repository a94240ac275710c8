import {
  API_KEY_LIST_STATES,
  API_KEY_MESSAGES,
  type ApiKeyApplications,
  MESSAGES,
  parseQuota,
} from '@trove/contracts';
import { data, redirect } from 'react-router';
import { actionApi, formCsrfToken } from '../../lib/action-api.server.ts';
import { api } from '../../lib/api-client.ts';
import { ownViewer } from './profile-data.server.ts';
import {
  type KeyListState,
  REVIEW_KEYS_DONE,
  REVIEW_KEYS_PATH,
  type ReviewKeysRefusal,
} from './developers-rules.ts';

type Done = keyof typeof REVIEW_KEYS_DONE;

export interface ReviewKeysData {
  state: KeyListState;
  list: ApiKeyApplications | null;
  done: Done | null;
  csrf: string;
}

/** Data managers' page of API key applications (issue 18 §2); anyone else goes home. */
export async function loadReviewKeys(request: Request) {
  const { viewer, cookie } = await ownViewer(request);
  if (!viewer.roles.includes('dataManager')) throw redirect('/');
  const url = new URL(request.url);
  const raw = url.searchParams.get('state') ?? 'pending';
  const state: KeyListState = (API_KEY_LIST_STATES as readonly string[]).includes(raw)
    ? (raw as KeyListState)
    : 'pending';
  const list = await api.apiKeyReview.applications({ state, startPos: 0, pageSize: 100 }, { cookie });
  const done = url.searchParams.get('done');
  return {
    state,
    list: list.ok ? list.data : null,
    done: done && done in REVIEW_KEYS_DONE ? (done as Done) : null,
    csrf: formCsrfToken(request),
  } satisfies ReviewKeysData;
}

/** Approve, set a quota or deactivate, posted from the page; back to it saying what was done. */
export async function reviewKeysAction(request: Request) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const rawId = String(form.get('id') ?? '');
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : null;
  const refuse = (status: number, refusal: ReviewKeysRefusal) => data<ReviewKeysRefusal>(refusal, { status });
  if (id === null)
    return refuse(400, { id: null, field: null, message: MESSAGES.unexpected('review this application') });
  const quota = String(form.get('quota') ?? '').trim();
  const reason = String(form.get('reason') ?? '').trim();
  const calls = actionApi(request).apiKeyReview;
  if ((intent === 'quota' || (intent === 'approve' && quota !== '')) && parseQuota(quota) === null)
    return refuse(400, { id, field: 'quota', message: API_KEY_MESSAGES.quotaInvalid });
  if (intent === 'deactivate' && reason === '')
    return refuse(400, { id, field: 'reason', message: API_KEY_MESSAGES.reasonRequired });
  const result =
    intent === 'approve'
      ? await calls.approve({ id, body: quota === '' ? {} : { quota } })
      : intent === 'quota'
        ? await calls.quota({ id, body: { quota } })
        : intent === 'deactivate'
          ? await calls.deactivate({ id, body: { reason } })
          : null;
  if (!result)
    return refuse(400, { id: null, field: null, message: MESSAGES.unexpected('review this application') });
  if (!result.ok)
    return refuse(result.status >= 400 && result.status < 500 ? result.status : 502, {
      id,
      field: null,
      message:
        result.status === 409 || result.status === 400
          ? result.message
          : MESSAGES.unexpected('review this application'),
    });
  const done: Done = intent === 'approve' ? 'approved' : intent === 'quota' ? 'quota' : 'deactivated';
  throw redirect(`${REVIEW_KEYS_PATH}?done=${done}`);
}
