import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { CorrectionFilter } from '../schema/corrections.ts';
import { type Board, type BoardRequest, type Score, listOrder, ranked } from './hall-of-fame-board.ts';

/**
 * The any-time board read from `correction_total` through its index (filter, lines), so it costs
 * a few index reads however many readers there are (ADR 047): the leaders, counts of readers
 * above a score for ranks, and the reader's nearest neighbours. The former-user account is left
 * out of every count by taking its own row off.
 */
export async function totalsBoard(
  db: Kysely<Database>,
  filter: CorrectionFilter,
  former: number,
  request: BoardRequest,
): Promise<Board> {
  const ranking = () => db.selectFrom('correctionTotal').where('filter', '=', filter).where('lines', '>', 0);
  const linesOf = async (userId: number) =>
    Number((await ranking().select('lines').where('userId', '=', userId).executeTakeFirst())?.lines ?? 0);
  const formerLines = await linesOf(former);
  const countAbove = async (lines: number) => {
    const row = await ranking()
      .where('lines', '>', lines)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0) - (formerLines > lines ? 1 : 0);
  };
  const scores = (rows: { userId: number; lines: number | string }[]): Score[] =>
    rows.map((row) => ({ userId: row.userId, lines: Number(row.lines) }));
  const others = () => ranking().select(['userId', 'lines']).where('userId', '<>', former);

  const [leaderRows, totalsRow] = await Promise.all([
    others().orderBy('lines', 'desc').orderBy('userId').limit(request.top).execute(),
    ranking()
      .select((eb) => [
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.sum<number | string>('lines').as('lines'),
      ])
      .executeTakeFirst(),
  ]);
  // In list order, a score's first row has exactly its index of readers above it.
  const leaderScores = scores(leaderRows);
  const firstOf = new Map<number, number>();
  leaderScores.forEach((row, index) => {
    if (!firstOf.has(row.lines)) firstOf.set(row.lines, index);
  });
  const leaders = ranked(leaderScores, (lines) => (firstOf.get(lines) ?? 0) + 1);
  const totals = {
    lines: Number(totalsRow?.lines ?? 0) - formerLines,
    correctors: Number(totalsRow?.n ?? 0) - (formerLines > 0 ? 1 : 0),
  };

  const own = request.readerId === null || request.readerId === former ? 0 : await linesOf(request.readerId);
  if (request.readerId === null || own === 0) return { leaders, mine: null, totals };
  const me = request.readerId;
  const n = request.spacers;
  // Nearest first on each side: ties with the reader, then the next scores.
  const [tiedBefore, higher, tiedAfter, lower] = await Promise.all([
    others().where('lines', '=', own).where('userId', '<', me).orderBy('userId', 'desc').limit(n).execute(),
    others().where('lines', '>', own).orderBy('lines', 'asc').orderBy('userId', 'desc').limit(n).execute(),
    others().where('lines', '=', own).where('userId', '>', me).orderBy('userId').limit(n).execute(),
    others().where('lines', '<', own).orderBy('lines', 'desc').orderBy('userId').limit(n).execute(),
  ]);
  const before = [...scores(tiedBefore), ...scores(higher)].slice(0, n).reverse();
  const after = [...scores(tiedAfter), ...scores(lower)].slice(0, n);
  const rows = [...before, { userId: me, lines: own }, ...after].sort(listOrder);
  const rankOfLines = new Map<number, number>();
  for (const lines of new Set(rows.map((row) => row.lines)))
    rankOfLines.set(lines, 1 + (await countAbove(lines)));
  return {
    leaders,
    mine: { position: rankOfLines.get(own) ?? 0, rows: ranked(rows, (lines) => rankOfLines.get(lines) ?? 0) },
    totals,
  };
}
