import {
  CORRECTION_LIMITS,
  CORRECTION_MESSAGES,
  MESSAGES,
  type CorrectionBlock,
  type HeldCorrections,
} from '@trove/contracts';
import { data, redirect } from 'react-router';
import { actionApi, formCsrfToken } from '../../lib/action-api.server.ts';
import { api } from '../../lib/api-client.ts';
import { requireSession, signInAndReturn } from '../../lib/login-guard.server.ts';
import { pageStatus } from '../../lib/page-status.ts';
import {
  REVIEW_DONE,
  REVIEW_INTENTS,
  REVIEW_PATH,
  type ReviewDone,
  type ReviewIntent,
  type ReviewRefusal,
} from './review-rules.ts';

const HELD_PAGE_SIZE = 50;

/** The review page; a list the API could not give is null, and the page says so. */
export interface ReviewPageData {
  held: HeldCorrections | null;
  blocks: CorrectionBlock[] | null;
  done: ReviewDone | null;
  csrf: string;
}

/** Only data managers review corrections; anyone else goes home, a visitor signs in first. */
async function requireDataManager(request: Request): Promise<string> {
  const cookie = requireSession(request);
  const info = await api.profile.info({}, { cookie });
  if (!info.ok) {
    if (info.status === 401) signInAndReturn(request);
    throw data(null, { status: pageStatus(info) });
  }
  if (!info.data.roles.includes('dataManager')) throw redirect('/');
  return cookie;
}

/** The data managers' review (issue 17 §1): the corrections held, oldest first, and the blocked accounts. */
export async function loadReviewPage(request: Request) {
  const cookie = await requireDataManager(request);
  const [held, blocks] = await Promise.all([
    api.corrections.held({ startPos: 0, pageSize: HELD_PAGE_SIZE }, { cookie }),
    api.corrections.blocks({}, { cookie }),
  ]);
  const done = new URL(request.url).searchParams.get('done');
  return {
    held: held.ok ? held.data : null,
    blocks: blocks.ok ? blocks.data.content : null,
    done: done && done in REVIEW_DONE ? (done as ReviewDone) : null,
    csrf: formCsrfToken(request),
  } satisfies ReviewPageData;
}

function reasonProblem(reason: string, required: boolean): string | null {
  if (required && !reason) return CORRECTION_MESSAGES.reasonRequired;
  if (reason.length > CORRECTION_LIMITS.reasonMax)
    return CORRECTION_MESSAGES.reasonTooLong(CORRECTION_LIMITS.reasonMax);
  return null;
}

/** Approve, reject (with a reason), block (with a reason) or unblock, posted from the review page. */
export async function reviewAction(request: Request) {
  await requireDataManager(request);
  const form = await request.formData();
  const intent = REVIEW_INTENTS.find((i) => i === form.get('intent')) ?? null;
  const subject = String(form.get('subject') ?? '').trim();
  const reason = String(form.get('reason') ?? '').trim();
  const refuse = (status: number, message: string) =>
    data<ReviewRefusal>({ intent, subject: subject || null, message, reason }, { status });
  if (intent === 'block' && !subject)
    return refuse(400, 'Please give the user name of the account to block.');
  if (!intent || !subject) return refuse(400, MESSAGES.unexpected('review this correction'));
  const problem = reasonProblem(reason, intent === 'reject' || intent === 'block');
  if (problem) return refuse(400, problem);
  const calls = actionApi(request).corrections;
  const id = /^\d{1,12}$/.test(subject) ? Number(subject) : null;
  const optionalReason = reason ? { reason } : {};
  const result =
    intent === 'block'
      ? await calls.block({ body: { username: subject, reason } })
      : intent === 'unblock'
        ? await calls.unblock({ username: subject })
        : id === null
          ? null
          : intent === 'approve'
            ? await calls.approve({ id, body: optionalReason })
            : await calls.reject({ id, body: { reason } });
  if (!result) return refuse(400, MESSAGES.unexpected('review this correction'));
  if (!result.ok) {
    const status = result.status >= 400 && result.status < 500 ? result.status : 502;
    if (result.status === 401 || result.status === 403) return refuse(status, MESSAGES.noPermission);
    return refuse(
      status,
      status < 500 && result.message ? result.message : MESSAGES.unexpected(`${intent} this`),
    );
  }
  const done: Record<ReviewIntent, ReviewDone> = {
    approve: 'approved',
    reject: 'rejected',
    block: 'blocked',
    unblock: 'unblocked',
  };
  throw redirect(`${REVIEW_PATH}?done=${done[intent]}`);
}
