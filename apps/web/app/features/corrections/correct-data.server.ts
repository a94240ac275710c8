import type { ArticleLines } from '@trove/contracts';
import { data } from 'react-router';
import { actionApi, formCsrfToken } from '../../lib/action-api.server.ts';
import { cookieOf } from '../../lib/api.ts';
import { api } from '../../lib/api-client.ts';
import { pageStatus } from '../../lib/page-status.ts';
import { hasSession } from '../../lib/viewer.server.ts';
import { editorStateFromForm } from './editor-state.ts';
import { type CorrectOutcome, outcomeStatus, saveOutcome, saveRequest } from './save-outcome.ts';

export type CorrectPageData =
  | { lines: ArticleLines; signedIn: boolean; csrf: string; status: 200 }
  | { lines: null; signedIn: boolean; status: number };

/** The correction editor's page: the article's lines as the API gives them to this visitor. */
export async function loadCorrectPage(request: Request, id: string) {
  const cookie = cookieOf(request);
  const answer = await api.corrections.lines({ id }, { cookie });
  const signedIn = hasSession(cookie);
  if (!answer.ok) {
    const status = pageStatus(answer);
    return data<CorrectPageData>({ lines: null, signedIn, status }, { status });
  }
  return data<CorrectPageData>({ lines: answer.data, signedIn, csrf: formCsrfToken(request), status: 200 });
}

/**
 * The editor's form posted without JavaScript (ADR 038 page form; every line posted): the changed
 * lines worked out here against the text each line had at the base version, checked as the API
 * checks them, then saved for the visitor who posted. With JavaScript the browser saves itself.
 */
export async function correctAction(request: Request, id: string) {
  const state = editorStateFromForm(await request.formData());
  if (!state) throw data(null, { status: 400 });
  const asked = saveRequest(state);
  if (!asked.ok) return data<CorrectOutcome>(asked.outcome, { status: outcomeStatus(asked.outcome, null) });
  const result = await actionApi(request).corrections.save({ id, body: asked.body });
  const outcome = saveOutcome(state, result);
  return data<CorrectOutcome>(outcome, { status: outcomeStatus(outcome, result) });
}
