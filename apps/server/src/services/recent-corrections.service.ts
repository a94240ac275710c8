import {
  MESSAGES,
  RECENT_CORRECTIONS_DAYS,
  type RecentCorrections,
  type TextCorrection,
} from '@trove/contracts';
import type { RecentCorrectionRow } from '@trove/db';
import type { Caller } from '../auth/caller.ts';
import type { ServiceDeps } from '../deps.ts';
import { notFound } from '../domain/errors.ts';
import { pagingOf } from './contributions-of-user.ts';
import { periodWindow } from './hall-of-fame.service.ts';
import { maySeeProfile } from './profile-policy.ts';

/**
 * GET /profile/user/{username}/recentCorrections: the profile's Text corrections tab (spec 03 §3;
 * ADR 047). Seen as the profile is: a private profile is not found for anyone but its owner and
 * viewers allowed to see private profiles.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Books and journals are digitised collection items, the spec's type 'dlc' ('Image' on the tab). */
function articleTypeOf(row: RecentCorrectionRow): string {
  if (row.category === 'book' || row.category === 'journal') return 'dlc';
  return row.category;
}

function present(row: RecentCorrectionRow): TextCorrection {
  return {
    id: row.id,
    created: row.createdAt,
    lineCount: row.lineCount,
    articleTitle: row.heading,
    articleId: row.articleId,
    articleType: articleTypeOf(row),
    category: row.category,
    parentTitle: row.titleName,
    creator: null,
    issue: null,
    issueDate: row.date,
    date: row.date,
    page: row.page,
    oldLines: row.lines.map((line) => line.oldText),
    newLines: row.lines.map((line) => line.newText),
  };
}

export async function recentCorrections(
  deps: ServiceDeps<'accounts' | 'hallOfFame'>,
  caller: Caller | null,
  username: string,
  query: { startPos: number; pageSize: number },
): Promise<RecentCorrections> {
  const account = await deps.store.accounts.findAccountByUsername(username);
  if (!account || !maySeeProfile(caller, account.id, account.profilePublic))
    throw notFound(MESSAGES.notFound('user', username));
  const now = deps.now();
  const since = new Date(now.getTime() - RECENT_CORRECTIONS_DAYS * DAY_MS).toISOString();
  // The summary stands under the newspaper filter, any time (spec 03 §3 Leaderboard summary).
  const anyTime = periodWindow('all', now);
  const { hallOfFame } = deps.store;
  const [page, board, lines] = await Promise.all([
    hallOfFame.recentCorrectionsOf(account.id, since, pagingOf(query)),
    hallOfFame.hallOfFameBoard('newspaper', anyTime, { top: 0, readerId: account.id, spacers: 0 }),
    hallOfFame.linesCorrectedBy(account.id, 'newspaper'),
  ]);
  return {
    total: page.total,
    content: page.rows.map(present),
    leaderBoardSummary: {
      position: board.mine?.position ?? null,
      totalPositions: board.totals.correctors,
      totalContributions: lines,
    },
  };
}
