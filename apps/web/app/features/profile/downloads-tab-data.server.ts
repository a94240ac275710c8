import { DOWNLOADS_TAB_WORDS as WORDS, MESSAGES, type SearchDownloads } from '@trove/contracts';
import { data, redirect } from 'react-router';
import { actionApi, formCsrfToken } from '../../lib/action-api.server.ts';
import { api } from '../../lib/api-client.ts';
import { pageStatus } from '../../lib/page-status.ts';
import { ownViewer } from './profile-data.server.ts';
import { type DownloadsDone, doneOf, downloadsTabHref } from './downloads-tab-rules.ts';

export type DownloadsTabData =
  | {
      list: SearchDownloads;
      /** The download whose cancel or delete question shows, when the address names one here. */
      remove: number | null;
      done: DownloadsDone | null;
      csrf: string;
      status: 200;
    }
  | { list: null; status: number };

const idOf = (raw: FormDataEntryValue | string | null): number | null =>
  typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : null;

/**
 * The Downloads tab (spec 03 §2; ADR 043): the owner's own, signed in, and only while downloads
 * are offered at all (maximumExportSize above 0); otherwise the tab is hidden and its address goes
 * to About.
 */
export async function loadDownloadsTab(request: Request) {
  const { viewer, cookie } = await ownViewer(request);
  if (viewer.maximumExportSize <= 0) throw redirect('/userProfile/about');
  const url = new URL(request.url);
  const answer = await api.downloads.list({}, { cookie });
  if (!answer.ok) {
    const status = pageStatus(answer);
    return data<DownloadsTabData>({ list: null, status }, { status });
  }
  const asked = idOf(url.searchParams.get('remove'));
  return data<DownloadsTabData>({
    list: answer.data,
    remove: answer.data.downloads.some((d) => d.id === asked) ? asked : null,
    done: doneOf(url.searchParams.get('done')),
    csrf: formCsrfToken(request),
    status: 200,
  });
}

export type DownloadsOutcome = { ok: false; id: number | null; message: string };

/** A refused call in the spec's words (03 §8), or the server's own reason for a 409. */
function failure(status: number, message: string, id: number, action: string): string {
  if (status === 401 || status === 403) return MESSAGES.noPermission;
  if (status === 404) return MESSAGES.notFound('download', String(id));
  if (status === 409 && message) return message;
  return MESSAGES.unexpected(action);
}

/**
 * Cancelling, deleting or retrying one of the reader's downloads, posted from the tab (ADR 038's
 * page forms): the call made for the visitor who posted, then back to the tab saying what was done.
 */
export async function downloadsAction(request: Request) {
  const form = await request.formData();
  const id = idOf(form.get('downloadId'));
  const intent = form.get('intent');
  const refuse = (status: number, outcome: DownloadsOutcome) => data<DownloadsOutcome>(outcome, { status });
  if (id === null || (intent !== 'remove' && intent !== 'retry'))
    return refuse(400, { ok: false, id: null, message: MESSAGES.unexpected(WORDS.removeAction) });
  const calls = actionApi(request).downloads;
  const result = intent === 'remove' ? await calls.remove({ id }) : await calls.retry({ id });
  const action = intent === 'remove' ? WORDS.removeAction : WORDS.retryAction;
  if (!result.ok)
    return refuse(result.status >= 400 && result.status < 500 ? result.status : 502, {
      ok: false,
      id,
      message: failure(result.status, result.message, id, action),
    });
  const done: DownloadsDone = 'removed' in result.data ? result.data.removed : 'retried';
  throw redirect(downloadsTabHref({ done }));
}
