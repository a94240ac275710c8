import {
  COLLABORATOR_ROLES,
  LIST_MESSAGES,
  MESSAGES,
  REMOVAL_REASONS,
  itemNoteProblem,
  listDetailsProblems,
  urlItemProblems,
  type ApiResult,
  type ListManage,
} from '@trove/contracts';
import { redirect } from 'react-router';
import { CSRF_FORM_FIELD, actionApi } from '../../lib/action-api.server.ts';
import { cookieOf } from '../../lib/api.ts';
import { api } from '../../lib/api-client.ts';
import { loadViewer } from '../../lib/viewer.server.ts';
import {
  detailsConfirmations,
  failureMessage,
  movedMessage,
  postedDetails,
  readSequence,
} from './manage-rules.ts';
import { CONFIRM_FIELD, INTENT_FIELD, type ManageActionData, type ManageIntent } from './manage-types.ts';

const ACTIONS = LIST_MESSAGES.actions;

/** Where someone who leaves a list goes (spec 03 §4: a removed self-collaborator goes to List). */
export const listPath = (id: string): string => `/list/${id}`;
/** Where the old owner goes after a transfer, and the owner after deleting it: ProfileLists (spec 03 §4). */
export const OWNER_LISTS_PATH = '/userProfile/lists';

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

function failed(
  intent: ManageIntent,
  result: ApiResult<unknown>,
  action: string,
  item?: string,
): ManageActionData {
  if (result.ok) throw new Error('not a failure');
  const status = result.status >= 400 && result.status < 500 ? result.status : 502;
  return { ok: false, intent, status, message: failureMessage(result, action), ...(item ? { item } : {}) };
}

/** A change that needs its spec 03 §4 confirmation first: the question and the form to send again. */
function needsConfirming(form: FormData, question: string[], confirmLabel: string): ManageActionData | null {
  if (field(form, CONFIRM_FIELD) === 'yes') return null;
  const fields: [string, string][] = [];
  for (const [name, value] of form)
    if (typeof value === 'string' && name !== CSRF_FORM_FIELD) fields.push([name, value]);
  return { confirm: { question, confirmLabel, fields } };
}

/**
 * The manage page's action (spec 03 §2 Manage list): one posted form, named by its `intent`, made
 * as the visitor's own API call. Changes spec 03 §4 asks to confirm come back as a confirmation
 * step first (the page without JavaScript shows it; with JavaScript the dialog already asked).
 */
export async function manageAction(request: Request, id: string): Promise<ManageActionData | Response> {
  const form = await request.formData();
  const intent = field(form, INTENT_FIELD) as ManageIntent;
  const client = actionApi(request);
  const item = field(form, 'item');
  switch (intent) {
    case 'details': {
      const manage = await api.list.manage({ id }, { cookie: cookieOf(request) });
      if (!manage.ok) return failed(intent, manage, ACTIONS.update);
      const details = postedDetails(form);
      const problems = listDetailsProblems(details, manage.data.ownerProfilePublic);
      if (problems.length > 0) return { ok: false, intent, message: problems[0]!.message, problems };
      const ask = needsConfirming(form, detailsConfirmations(manage.data, details), 'Save changes');
      if (ask) return ask;
      const result = await client.list.update({ id, body: { listId: Number(id), ...details } });
      return result.ok
        ? { ok: true, intent, message: 'Your list has been updated.' }
        : failed(intent, result, ACTIONS.update);
    }
    case 'thumbnail': {
      const url = field(form, 'thumbnailUrl');
      const result = await client.list.setThumbnail({ id, body: { thumbnailUrl: url === '' ? null : url } });
      return result.ok
        ? {
            ok: true,
            intent,
            message: url === '' ? 'The list has no image now.' : 'The list image has been changed.',
          }
        : failed(intent, result, ACTIONS.update);
    }
    case 'move': {
      const size = Number(field(form, 'size'));
      const seq = readSequence(field(form, 'newSeq'), size);
      if (!seq.ok) return { ok: false, intent, item, message: seq.message };
      const result = await client.list.move({ id, item, body: { newSeq: seq.seq } });
      if (!result.ok) return failed(intent, result, ACTIONS.move, item);
      return {
        ok: true,
        intent,
        item,
        via: field(form, 'via') || 'seq',
        message: movedMessage(field(form, 'title'), seq.seq, size),
      };
    }
    case 'removeItem': {
      const ask = needsConfirming(form, [LIST_MESSAGES.removeItemConfirm(field(form, 'title'))], 'Remove');
      if (ask) return ask;
      const result = await client.list.removeItem({ id, item });
      return result.ok
        ? { ok: true, intent, message: `Removed '${field(form, 'title')}' from this list.` }
        : failed(intent, result, ACTIONS.update, item);
    }
    case 'note': {
      const note = field(form, 'note');
      const remove = field(form, 'removeNote') === 'yes';
      const problem = remove ? null : itemNoteProblem(note);
      if (problem) return { ok: false, intent, item, message: problem };
      const result = await client.list.setItemNote({ id, item, body: { note: remove ? null : note } });
      return result.ok
        ? {
            ok: true,
            intent,
            item,
            message: remove ? 'The note has been removed.' : 'The note has been saved.',
          }
        : failed(intent, result, ACTIONS.update, item);
    }
    case 'addUrl': {
      const link = field(form, 'link').trim();
      const title = field(form, 'title').trim();
      const note = field(form, 'note');
      const problems = urlItemProblems({ link, title, note });
      if (problems.length > 0) return { ok: false, intent, message: problems[0]!.message, problems };
      const result = await client.list.addUrlItem({
        id,
        body: {
          reason: note.trim() === '' ? null : note,
          item: { id: link, type: 'uri', description: title },
        },
      });
      return result.ok
        ? { ok: true, intent, message: LIST_MESSAGES.urlAdded(result.data.item.title) }
        : failed(intent, result, ACTIONS.update);
    }
    case 'accept':
    case 'decline':
    case 'block': {
      const request = field(form, 'request');
      const result =
        intent === 'accept'
          ? await client.list.acceptRequest({ id: request })
          : await client.list.declineRequest({
              id: request,
              blockUser: intent === 'block' ? 'true' : 'false',
            });
      const name = field(form, 'name');
      const done = {
        accept: `${name} is now a collaborator.`,
        decline: `${name}'s request was denied.`,
        block: `${name}'s request was denied and ${name} is blocked.`,
      };
      return result.ok ? { ok: true, intent, message: done[intent] } : failed(intent, result, ACTIONS.update);
    }
    case 'unblock': {
      const result = await client.list.unblock({ id: field(form, 'request'), user: field(form, 'user') });
      return result.ok
        ? { ok: true, intent, message: `${field(form, 'name')} may ask to join again.` }
        : failed(intent, result, ACTIONS.update);
    }
    case 'role': {
      const newRole = field(form, 'newRole');
      if (!(COLLABORATOR_ROLES as readonly string[]).includes(newRole))
        return { ok: false, intent, message: LIST_MESSAGES.requiredPlain };
      const result = await client.list.setRole({
        id,
        user: field(form, 'user'),
        newRole: newRole as 'COLLABORATOR',
      });
      return result.ok
        ? {
            ok: true,
            intent,
            message: `${field(form, 'name')} is now ${newRole === 'ADMINISTRATOR' ? 'an administrator' : 'a collaborator'}.`,
          }
        : failed(intent, result, ACTIONS.update);
    }
    case 'removeCollaborator': {
      const user = field(form, 'user');
      const reason = field(form, 'reason');
      if (!(REMOVAL_REASONS as readonly string[]).includes(reason))
        return {
          ok: false,
          intent,
          item: user,
          message: `Choose a reason for removing ${field(form, 'name')}.`,
        };
      const result = await client.list.removeCollaborator({
        id,
        user,
        reason: reason as (typeof REMOVAL_REASONS)[number],
        removeContributions: field(form, 'removeContributions') === 'true' ? 'true' : 'false',
      });
      return result.ok
        ? { ok: true, intent, message: `${field(form, 'name')} has been removed from this list.` }
        : failed(intent, result, ACTIONS.update, user);
    }
    case 'leave': {
      const ask = needsConfirming(
        form,
        ['Leave this list? You will no longer be able to add to it.'],
        'Leave',
      );
      if (ask) return ask;
      const viewer = await loadViewer(request);
      if (!viewer) return { ok: false, intent, message: LIST_MESSAGES.requiredPlain };
      const result = await client.list.removeCollaborator({ id, user: viewer.username });
      return result.ok ? redirect(listPath(id)) : failed(intent, result, ACTIONS.update);
    }
    case 'transfer': {
      const ask = needsConfirming(
        form,
        [LIST_MESSAGES.transferConfirm(field(form, 'name'))],
        'Transfer ownership',
      );
      if (ask) return ask;
      const result = await client.list.transfer({ id, user: field(form, 'user') });
      if (result.ok && result.data.result) return redirect(OWNER_LISTS_PATH);
      return result.ok
        ? { ok: false, intent, message: MESSAGES.unexpected(ACTIONS.update), status: 502 }
        : failed(intent, result, ACTIONS.update);
    }
    case 'delete': {
      const manage = await api.list.manage({ id }, { cookie: cookieOf(request) });
      const contributors = manage.ok ? (manage.data as ListManage).contributorCount : 0;
      const ask = needsConfirming(form, [LIST_MESSAGES.deleteConfirm(contributors)], 'Delete this list');
      if (ask) return ask;
      const result = await client.list.remove({ id });
      if (result.ok && result.data.result) return redirect(OWNER_LISTS_PATH);
      // Spec 03 §8: a false answer has its own wording.
      return result.ok
        ? { ok: false, intent, message: LIST_MESSAGES.deleteFailed, status: 502 }
        : failed(intent, result, ACTIONS.remove);
    }
    default:
      throw new Response('This form is not one the page knows.', { status: 400 });
  }
}
