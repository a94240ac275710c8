import type { CorrectionStats } from '@trove/contracts';
import { data } from 'react-router';
import { cookieOf } from '../../lib/api.ts';
import { api } from '../../lib/api-client.ts';
import { pageStatus } from '../../lib/page-status.ts';
import { loadViewer } from '../../lib/viewer.server.ts';
import { type HallOfFameChoice, hallOfFameChoice } from './hall-of-fame-rules.ts';

export type HallOfFameData =
  | { stats: CorrectionStats; choice: HallOfFameChoice; viewer: string | null; status: 200 }
  | { stats: null; choice: HallOfFameChoice; viewer: string | null; status: number };

/**
 * The hall of fame for the filter and period the address asks, with the signed-in reader's own
 * position (the call finds them by their cookie) and their user name.
 */
export async function loadHallOfFame(request: Request) {
  const cookie = cookieOf(request);
  const choice = hallOfFameChoice(new URL(request.url).searchParams);
  const [answer, profile] = await Promise.all([
    api.hallOfFame.correctionStats({ filter: choice.filter, dateChoice: choice.period }, { cookie }),
    loadViewer(request),
  ]);
  // The signed-in reader's user name marks their own row.
  const viewer = profile?.username ?? null;
  if (!answer.ok) {
    const status = pageStatus(answer);
    return data<HallOfFameData>({ stats: null, choice, viewer, status }, { status });
  }
  return data<HallOfFameData>({ stats: answer.data, choice, viewer, status: 200 });
}
