import {
  MESSAGES,
  MODERATION_ACTIONS,
  MODERATION_TYPES,
  type ModerationLogPage,
  type ModerationPage,
  moderationReasonProblem,
} from '@trove/contracts';
import { data, redirect } from 'react-router';
import { actionApi, formCsrfToken } from '../../lib/action-api.server.ts';
import { api } from '../../lib/api-client.ts';
import { pageStatus } from '../../lib/page-status.ts';
import { ownViewer } from './profile-data.server.ts';
import {
  type ModerationView,
  idOf,
  moderationHref,
  moderationViewOf,
  typeOfTab,
} from './moderation-rules.ts';

export type ModerationTabData =
  | {
      view: ModerationView;
      /** Only the chosen tab's answer is loaded (spec 03 §2 'loaded lazily'). */
      items: ModerationPage | null;
      log: ModerationLogPage | null;
      csrf: string;
      status: 200;
    }
  | { view: ModerationView; items: null; log: null; status: number };

const PAGE_SIZE = 20;

/**
 * The Moderation tab (spec 03 §2; ADR 045): the signed-in reader's own, for content managers only
 * (anyone else goes to /); each of its tabs is an address of its own, so only the chosen tab's
 * data is fetched. A page past the last goes to the last.
 */
export async function loadModerationTab(request: Request) {
  const { viewer, cookie } = await ownViewer(request);
  if (!viewer.contentManager) throw redirect('/');
  const view = moderationViewOf(new URL(request.url).searchParams);
  const paging = { page: String(view.page - 1), size: String(PAGE_SIZE) };
  const answer =
    view.tab === 'log'
      ? await api.moderation.log(paging, { cookie })
      : await api.moderation.items(
          {
            ...paging,
            type: typeOfTab(view.tab),
            visibility: view.visibility,
            sort: view.sort,
            state: view.state,
          },
          { cookie },
        );
  if (!answer.ok) {
    const status = pageStatus(answer, 'query');
    return data<ModerationTabData>({ view, items: null, log: null, status }, { status });
  }
  const totalPages = Math.max(1, answer.data.totalPages);
  if (view.page > totalPages) throw redirect(moderationHref({ ...view, page: totalPages, ask: null }));
  const isLog = view.tab === 'log';
  return data<ModerationTabData>({
    view,
    items: isLog ? null : (answer.data as ModerationPage),
    log: isLog ? (answer.data as ModerationLogPage) : null,
    csrf: formCsrfToken(request),
    status: 200,
  });
}

export interface ModerationRefusal {
  ok: false;
  message: string;
  /** The item the failure is about, and the reason typed, so its confirmation shows them again. */
  id: number | null;
  reason?: string;
}

/** A failed call in the spec's words (03 §8). */
function failure(status: number, message: string, type: string, id: number): string {
  if (status === 401 || status === 403) return MESSAGES.noPermission;
  if (status === 400 && message) return message;
  if (status === 404) return MESSAGES.notFound(type, String(id));
  return MESSAGES.unexpected(`moderate this ${type}`);
}

/**
 * Hiding, deleting or restoring one item, posted from its confirmation (ADR 038's page forms): the
 * reason checked as the API checks it, the call made for the content manager who posted, then back
 * to the same view saying what was done.
 */
export async function moderationAction(request: Request) {
  const form = await request.formData();
  const view = moderationViewOf(new URL(request.url).searchParams);
  const id = idOf(form.get('id'));
  const type = MODERATION_TYPES.find((t) => t === form.get('type'));
  const action = MODERATION_ACTIONS.find((a) => a === form.get('intent'));
  const reason = String(form.get('reason') ?? '');
  const refuse = (status: number, outcome: ModerationRefusal) => data<ModerationRefusal>(outcome, { status });
  if (id === null || !type || !action)
    return refuse(400, { ok: false, id: null, message: MESSAGES.unexpected('moderate this item') });
  const problem = moderationReasonProblem(reason);
  if (problem) return refuse(400, { ok: false, id, reason, message: problem });
  const call = type === 'note' ? actionApi(request).moderateNote : actionApi(request).moderateTag;
  const result = await call[action]({ id, body: { reason } });
  if (!result.ok)
    return refuse(result.status >= 400 && result.status < 500 ? result.status : 502, {
      ok: false,
      id,
      reason,
      message: failure(result.status, result.message, type, id),
    });
  throw redirect(moderationHref({ ...view, ask: null, done: action }));
}
