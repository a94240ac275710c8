import type { RecentCorrections } from '@trove/contracts';
import { data, redirect } from 'react-router';
import { cookieOf } from '../../lib/api.ts';
import { api } from '../../lib/api-client.ts';
import { pageStatus } from '../../lib/page-status.ts';
import { profileBase } from '../../lib/profile-path.ts';
import { profileName } from './profile-data.server.ts';
import { CORRECTIONS_PAGE_SIZE, correctionsPageOf, correctionsTabHref } from './corrections-tab-rules.ts';

export type CorrectionsTabData =
  | { corrections: RecentCorrections; page: number; totalPages: number; status: 200 }
  | { corrections: null; status: number };

/**
 * The Text corrections tab (spec 03 §3; ADR 047): a page of the reader's corrections of the last
 * 90 days and their leaderboard summary; a private profile is not found for others (the API
 * decides). A page past the last goes to the last.
 */
export async function loadCorrectionsTab(request: Request, username: string | undefined) {
  const user = await profileName(request, username);
  const page = correctionsPageOf(new URL(request.url).searchParams.get('page'));
  const answer = await api.corrections.recent(
    {
      username: user,
      startPos: String((page - 1) * CORRECTIONS_PAGE_SIZE),
      pageSize: String(CORRECTIONS_PAGE_SIZE),
    },
    { cookie: cookieOf(request) },
  );
  if (!answer.ok) {
    const status = pageStatus(answer);
    return data<CorrectionsTabData>({ corrections: null, status }, { status });
  }
  const totalPages = Math.max(1, Math.ceil(answer.data.total / CORRECTIONS_PAGE_SIZE));
  if (page > totalPages) throw redirect(correctionsTabHref(profileBase(username ?? null), totalPages));
  return data<CorrectionsTabData>({ corrections: answer.data, page, totalPages, status: 200 });
}
