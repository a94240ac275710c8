import type { UserTagSummary } from '@trove/contracts';
import { data, redirect } from 'react-router';
import { cookieOf } from '../../lib/api.ts';
import { api } from '../../lib/api-client.ts';
import { pageStatus } from '../../lib/page-status.ts';
import { profileBase } from '../../lib/profile-path.ts';
import { profileName } from './profile-data.server.ts';
import { TAGS_PAGE_SIZE, type TagTabFilters, showsTagsTab, tagTabFilters } from './tags-tab-rules.ts';

export type TagsTabData =
  { tags: UserTagSummary; filters: TagTabFilters; status: 200 } | { tags: null; status: number };

function failed(answer: { status: number }) {
  const status = pageStatus(answer);
  return data<TagsTabData>({ tags: null, status }, { status });
}

/**
 * The Tags tab (spec 03 §2 Tags tab; ADR 039): a page of the reader's tags in the order and with
 * the visibility the address asks. A profile whose tab is hidden (no tag the viewer may see, on
 * someone else's profile) sends the visitor to About, as every hidden tab does.
 */
export async function loadTagsTab(request: Request, username: string | undefined) {
  const user = await profileName(request, username);
  const cookie = cookieOf(request);
  const filters = tagTabFilters(new URL(request.url).searchParams);
  const [profile, tags] = await Promise.all([
    api.profile.ofUser({ username: user }, { cookie }),
    api.tags.summaryOfUser(
      {
        user,
        sort: filters.sort,
        visibility: filters.visibility,
        startPos: String((filters.page - 1) * TAGS_PAGE_SIZE),
        pageSize: String(TAGS_PAGE_SIZE),
      },
      { cookie },
    ),
  ]);
  if (!profile.ok) return failed(profile);
  if (!tags.ok) return failed(tags);
  if (!showsTagsTab(profile.data)) throw redirect(`${profileBase(username ?? null)}/about`);
  return data<TagsTabData>({ tags: tags.data, filters, status: 200 });
}
