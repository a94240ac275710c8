import {
  CORRECTION_LIMITS,
  CORRECTION_MESSAGES,
  MESSAGES,
  type TextDiff,
  type TextHistory,
} from '@trove/contracts';
import { data, redirect } from 'react-router';
import { actionApi, formCsrfToken } from '../../lib/action-api.server.ts';
import { cookieOf } from '../../lib/api.ts';
import { api } from '../../lib/api-client.ts';
import { pageStatus } from '../../lib/page-status.ts';
import { loadViewer } from '../../lib/viewer.server.ts';
import { historyPath } from '../../lib/correction-paths.ts';
import { HISTORY_PAGE_SIZE, type HistoryView, historyViewOf, whole } from './history-view.ts';

export type HistoryPageData =
  | {
      history: TextHistory;
      view: HistoryView;
      /** The chosen two versions' diff; null when none chosen or when it failed (diffProblem says why). */
      diff: TextDiff | null;
      diffProblem: string | null;
      dataManager: boolean;
      csrf: string;
      status: 200;
    }
  | { history: null; status: number };

/** An article's history (issue 17 §1): its versions, newest first, and the diff of two when chosen. */
export async function loadHistoryPage(request: Request, id: string) {
  const cookie = cookieOf(request);
  const view = historyViewOf(new URL(request.url).searchParams);
  const compare = view.from !== null && view.to !== null;
  const [history, diff, viewer] = await Promise.all([
    api.corrections.history({ id, startPos: view.start, pageSize: HISTORY_PAGE_SIZE }, { cookie }),
    compare ? api.corrections.diff({ id, from: view.from ?? 0, to: view.to ?? 0 }, { cookie }) : null,
    loadViewer(request),
  ]);
  if (!history.ok) {
    const status = pageStatus(history);
    return data<HistoryPageData>({ history: null, status }, { status });
  }
  const diffProblem =
    diff && !diff.ok
      ? diff.status === 404 || diff.status === 400
        ? `There is no version ${view.from} or ${view.to} of this text to compare.`
        : MESSAGES.unexpected('compare the two versions')
      : null;
  return data<HistoryPageData>({
    history: history.data,
    view,
    diff: diff && diff.ok ? diff.data : null,
    diffProblem,
    dataManager: viewer?.roles.includes('dataManager') ?? false,
    csrf: formCsrfToken(request),
    status: 200,
  });
}

export interface RevertRefusal {
  message: string;
  version: number | null;
  reason: string;
}

/** A data manager's revert, posted from its confirmation: the reason checked, the call made for them. */
export async function revertAction(request: Request, id: string) {
  const form = await request.formData();
  const version = whole(typeof form.get('version') === 'string' ? String(form.get('version')) : null);
  const reason = String(form.get('reason') ?? '').trim();
  const refuse = (status: number, message: string) =>
    data<RevertRefusal>({ message, version, reason }, { status });
  if (version === null) return refuse(400, MESSAGES.unexpected('revert this text'));
  if (!reason) return refuse(400, CORRECTION_MESSAGES.reasonRequired);
  if (reason.length > CORRECTION_LIMITS.reasonMax)
    return refuse(400, CORRECTION_MESSAGES.reasonTooLong(CORRECTION_LIMITS.reasonMax));
  const result = await actionApi(request).corrections.revert({ id, body: { version, reason } });
  if (!result.ok) {
    const status = result.status >= 400 && result.status < 500 ? result.status : 502;
    const message =
      result.status === 401 || result.status === 403
        ? MESSAGES.noPermission
        : status < 500 && result.message
          ? result.message
          : MESSAGES.unexpected('revert this text');
    return refuse(status, message);
  }
  throw redirect(`${historyPath(id)}?reverted=${version}`);
}
