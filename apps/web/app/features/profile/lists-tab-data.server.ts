import {
  LIST_MESSAGES,
  LIST_ROLES,
  LIST_VISIBILITY_FILTERS,
  MESSAGES,
  PROFILE_LIST_TABS,
  type ListRole,
  type ListVisibilityFilter,
  type ProfileListTab,
  type UserLists,
} from '@trove/contracts';
import { data } from 'react-router';
import { actionApi, formCsrfToken } from '../../lib/action-api.server.ts';
import { cookieOf } from '../../lib/api.ts';
import { api } from '../../lib/api-client.ts';
import { pageStatus } from '../../lib/page-status.ts';
import { profileName } from './profile-data.server.ts';
import { chosenListTab } from './profile-rules.ts';

export type ListsTabData =
  | {
      lists: UserLists;
      tab: ProfileListTab | null;
      role: ListRole | null;
      visibility: ListVisibilityFilter;
      csrf: string;
      status: 200;
    }
  | { lists: null; status: number };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((v) => v === value) ?? null;

/**
 * The Lists tab (spec 03 §2 Lists tab set; ADR 039): the tab asked for, or the first that holds a
 * list, with the role and visibility filters of the address (unknown values are ignored). An empty
 * tab disappears, so asking for one shows the first that is not.
 */
export async function loadListsTab(request: Request, username: string | undefined) {
  const user = await profileName(request, username);
  const cookie = cookieOf(request);
  const url = new URL(request.url);
  const asked = oneOf(PROFILE_LIST_TABS, url.searchParams.get('tab'));
  const role = oneOf(LIST_ROLES, url.searchParams.get('role'));
  const visibility = oneOf(LIST_VISIBILITY_FILTERS, url.searchParams.get('visibility')) ?? 'PERSONAL';
  const ask = (tab: ProfileListTab, page?: string) =>
    api.list.ofUser(
      {
        user,
        tab,
        visibility,
        ...(role ? { role } : {}),
        ...(page ? { page } : {}),
      },
      { cookie },
    );
  let answer = await ask(asked ?? 'personal', url.searchParams.get('page') ?? undefined);
  if (!answer.ok) {
    const status = pageStatus(answer);
    return data<ListsTabData>({ lists: null, status }, { status });
  }
  const tab = chosenListTab(asked, answer.data.tabs);
  if (tab !== null && tab !== (asked ?? 'personal')) {
    answer = await ask(tab);
    if (!answer.ok) {
      const status = pageStatus(answer);
      return data<ListsTabData>({ lists: null, status }, { status });
    }
  }
  return data<ListsTabData>({
    lists: answer.data,
    tab,
    role,
    visibility,
    csrf: formCsrfToken(request),
    status: 200,
  });
}

export type UnfollowOutcome = { ok: boolean; message: string };

/** 'Unfollow' on the reader's followed lists: the API call, made for the visitor who posted the form. */
export async function unfollowAction(request: Request) {
  const form = await request.formData();
  const id = form.get('listId');
  const name = form.get('listName');
  if (form.get('intent') !== 'unfollow' || typeof id !== 'string' || !/^\d{1,16}$/.test(id))
    return data<UnfollowOutcome>(
      { ok: false, message: MESSAGES.unexpected(LIST_MESSAGES.actions.unfollow) },
      { status: 400 },
    );
  const result = await actionApi(request).list.stopFollowing({ id });
  if (!result.ok) {
    const status = result.status >= 400 && result.status < 500 ? result.status : 502;
    const message =
      status === 401 || status === 403
        ? MESSAGES.noPermission
        : MESSAGES.unexpected(LIST_MESSAGES.actions.unfollow);
    return data<UnfollowOutcome>({ ok: false, message }, { status });
  }
  const title = typeof name === 'string' && name.trim() ? `'${name.trim()}'` : 'the list';
  return data<UnfollowOutcome>({ ok: true, message: `You are no longer following ${title}.` });
}
