import type { Kysely } from 'kysely';
import type { CorrectionKind, CorrectionStatus, Database, TextCorrectionTable } from '../schema.ts';
import type { Paging } from './contributions-of-user.ts';
import { logSearchChange } from './upsert.ts';

/**
 * Text corrections of newspaper and gazette articles (issue 17, ADR 046): the article's text
 * versions, the corrections and their line changes, held ones, and who may not correct. Tallies
 * of the hall of fame are in correction-tallies.ts. The service runs these inside one transaction.
 */

export interface CorrectionArticleRow {
  id: number;
  heading: string;
  text: string | null;
  originalText: string | null;
  textVersion: number;
  correctionCount: number;
  lastCorrectedAt: string | null;
  lastCorrectorName: string | null;
  lastCorrectorUsername: string | null;
  /** The printed page's address as the record gives it (ADR 049). */
  pageUrl: string | null;
  /** 'gazette' or anything else (a newspaper). */
  titleKind: string | null;
}

/** An article as correction needs it, with its last corrector's names; undefined when absent. */
export function correctionArticle(
  db: Kysely<Database>,
  id: number,
): Promise<CorrectionArticleRow | undefined> {
  return db
    .selectFrom('article')
    .leftJoin('newspaperTitle', 'newspaperTitle.id', 'article.titleId')
    .leftJoin('userAccount', 'userAccount.id', 'article.lastCorrectorId')
    .select([
      'article.id',
      'article.heading',
      'article.text',
      'article.originalText',
      'article.textVersion',
      'article.correctionCount',
      'article.lastCorrectedAt',
      'article.pageUrl',
      'userAccount.displayName as lastCorrectorName',
      'userAccount.username as lastCorrectorUsername',
      'newspaperTitle.kind as titleKind',
    ])
    .where('article.id', '=', id)
    .executeTakeFirst();
}

export interface LiveLineChangeRow {
  lineChangeId: number;
  correctionId: number;
  version: number;
  lineNo: number;
  oldText: string;
  newText: string;
  authorId: number | null;
  credited: number;
  createdAt: string;
  category: TextCorrectionTable['category'];
}

/** The live line changes of an article, optionally of some lines only, in version order. */
export function liveLineChanges(
  db: Kysely<Database>,
  articleId: number,
  lineNos?: readonly number[],
): Promise<LiveLineChangeRow[]> {
  let query = db
    .selectFrom('textCorrectionLine as line')
    .innerJoin('textCorrection as correction', 'correction.id', 'line.correctionId')
    .select([
      'line.id as lineChangeId',
      'line.correctionId',
      'line.lineNo',
      'line.oldText',
      'line.newText',
      'line.credited',
      'correction.userId as authorId',
      'correction.createdAt',
      'correction.category',
    ])
    .select((eb) => eb.fn.coalesce('correction.version', eb.lit(0)).as('version'))
    .where('line.articleId', '=', articleId)
    .where('correction.status', '=', 'live');
  if (lineNos !== undefined) {
    if (lineNos.length === 0) return Promise.resolve([]);
    query = query.where('line.lineNo', 'in', [...lineNos]);
  }
  return query.orderBy('correction.version').orderBy('line.lineNo').execute();
}

export interface NewCorrection {
  articleId: number;
  version: number | null;
  baseVersion: number;
  userId: number | null;
  kind: CorrectionKind;
  status: CorrectionStatus;
  category: TextCorrectionTable['category'];
  comment: string | null;
  reason: string | null;
  revertsTo: number | null;
  creditedLines: number;
  addressKey: string | null;
  createdAt: string;
  lines: { lineNo: number; oldText: string; newText: string; credited: boolean }[];
}

/** Writes a correction and its line changes; answers its id. */
export async function insertCorrection(db: Kysely<Database>, correction: NewCorrection): Promise<number> {
  const { lines, ...row } = correction;
  const { id } = await db
    .insertInto('textCorrection')
    .values({ ...row, lineCount: lines.length })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('textCorrectionLine')
    .values(
      lines.map((line) => ({
        correctionId: id,
        articleId: correction.articleId,
        lineNo: line.lineNo,
        oldText: line.oldText,
        newText: line.newText,
        credited: line.credited ? 1 : 0,
      })),
    )
    .execute();
  return id;
}

/** A held correction made live as `version`: its lines' credit and the reviewer. */
export async function applyHeldCorrection(
  db: Kysely<Database>,
  change: {
    id: number;
    version: number;
    creditedLineIds: readonly number[];
    reviewedBy: number | null;
    reviewedAt: string;
    reason: string | null;
  },
): Promise<void> {
  await db
    .updateTable('textCorrection')
    .set({
      version: change.version,
      status: 'live',
      creditedLines: change.creditedLineIds.length,
      reviewedBy: change.reviewedBy,
      reviewedAt: change.reviewedAt,
      ...(change.reason === null ? {} : { reason: change.reason }),
    })
    .where('id', '=', change.id)
    .execute();
  if (change.creditedLineIds.length > 0)
    await db
      .updateTable('textCorrectionLine')
      .set({ credited: 1 })
      .where('id', 'in', [...change.creditedLineIds])
      .execute();
}

export interface ArticleAdvance {
  id: number;
  fromVersion: number;
  toVersion: number;
  text: string;
  /** The OCR as loaded: written only while the article has none kept yet. */
  originalText: string;
  /** Set only at the first correction. */
  originalSearchableUntil: string | null;
  correctorId: number | null;
  at: string;
}

/**
 * Moves an article's text to a new version and logs it for the search index. Only while the live
 * version is still `fromVersion`: false when another save got there first (nothing written).
 */
export async function advanceArticleText(db: Kysely<Database>, advance: ArticleAdvance): Promise<boolean> {
  const result = await db
    .updateTable('article')
    .set((eb) => ({
      text: advance.text,
      textVersion: advance.toVersion,
      originalText: eb.fn.coalesce('originalText', eb.val(advance.originalText)),
      originalSearchableUntil: eb.fn.coalesce(
        'originalSearchableUntil',
        eb.val(advance.originalSearchableUntil),
      ),
      correctionCount: eb('correctionCount', '+', 1),
      lastCorrectedAt: advance.at,
      lastCorrectorId: advance.correctorId,
    }))
    .where('id', '=', advance.id)
    .where('textVersion', '=', advance.fromVersion)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await logSearchChange(db, 'article', advance.id);
  return true;
}

/** Lines changed by an account, or from an address, since a time (any status): the rate limits. */
export async function linesChangedSince(
  db: Kysely<Database>,
  by: { userId: number } | { addressKey: string },
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('textCorrection')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('lineCount'), eb.lit(0)).as('n'))
    .where('kind', '!=', 'revert')
    .where('createdAt', '>=', since)
    .$call((q) =>
      'userId' in by ? q.where('userId', '=', by.userId) : q.where('addressKey', '=', by.addressKey),
    )
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export interface CorrectionRow {
  id: number;
  articleId: number;
  version: number | null;
  baseVersion: number;
  userId: number | null;
  username: string | null;
  displayName: string | null;
  kind: CorrectionKind;
  status: CorrectionStatus;
  category: TextCorrectionTable['category'];
  comment: string | null;
  reason: string | null;
  revertsTo: number | null;
  lineCount: number;
  createdAt: string;
}

function correctionsWithAuthors(db: Kysely<Database>) {
  return db
    .selectFrom('textCorrection as correction')
    .leftJoin('userAccount', 'userAccount.id', 'correction.userId')
    .select([
      'correction.id',
      'correction.articleId',
      'correction.version',
      'correction.baseVersion',
      'correction.userId',
      'userAccount.username',
      'userAccount.displayName',
      'correction.kind',
      'correction.status',
      'correction.category',
      'correction.comment',
      'correction.reason',
      'correction.revertsTo',
      'correction.lineCount',
      'correction.createdAt',
    ]);
}

/** An article's corrections newest first (live ones only unless held ones are asked for), and how many. */
export async function correctionHistory(
  db: Kysely<Database>,
  articleId: number,
  withHeld: boolean,
  paging: Paging,
): Promise<{ rows: CorrectionRow[]; total: number }> {
  let base = db.selectFrom('textCorrection').where('articleId', '=', articleId);
  if (!withHeld) base = base.where('status', '=', 'live');
  const [rows, count] = await Promise.all([
    correctionsWithAuthors(db)
      .where('correction.articleId', '=', articleId)
      .$call((q) => (withHeld ? q : q.where('correction.status', '=', 'live')))
      .orderBy('correction.createdAt', 'desc')
      .orderBy('correction.id', 'desc')
      .limit(paging.limit)
      .offset(paging.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** One correction with its author; undefined when there is none. */
export function correctionById(db: Kysely<Database>, id: number): Promise<CorrectionRow | undefined> {
  return correctionsWithAuthors(db).where('correction.id', '=', id).executeTakeFirst();
}

/** Held corrections oldest first, with their article's heading, and how many there are. */
export async function heldCorrections(
  db: Kysely<Database>,
  paging: Paging,
): Promise<{ rows: (CorrectionRow & { heading: string })[]; total: number }> {
  const [rows, count] = await Promise.all([
    correctionsWithAuthors(db)
      .innerJoin('article', 'article.id', 'correction.articleId')
      .select('article.heading')
      .where('correction.status', '=', 'held')
      .orderBy('correction.createdAt')
      .orderBy('correction.id')
      .limit(paging.limit)
      .offset(paging.offset)
      .execute(),
    db
      .selectFrom('textCorrection')
      .where('status', '=', 'held')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export interface CorrectionLineRow {
  id: number;
  correctionId: number;
  lineNo: number;
  oldText: string;
  newText: string;
}

/** The line changes of some corrections, by line number. */
export function correctionLines(
  db: Kysely<Database>,
  correctionIds: readonly number[],
): Promise<CorrectionLineRow[]> {
  if (correctionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('textCorrectionLine')
    .select(['id', 'correctionId', 'lineNo', 'oldText', 'newText'])
    .where('correctionId', 'in', [...correctionIds])
    .orderBy('correctionId')
    .orderBy('lineNo')
    .execute();
}

/** A held correction rejected, with the reviewer and why. False when it was no longer held. */
export async function rejectHeldCorrection(
  db: Kysely<Database>,
  change: { id: number; reviewedBy: number | null; reviewedAt: string; reason: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('textCorrection')
    .set({
      status: 'rejected',
      reviewedBy: change.reviewedBy,
      reviewedAt: change.reviewedAt,
      ...(change.reason === null ? {} : { reason: change.reason }),
    })
    .where('id', '=', change.id)
    .where('status', '=', 'held')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Ends the extra indexing of the original OCR of up to `limit` articles whose period has passed,
 * logging each for the search index; answers how many.
 */
export async function expireOriginalSearch(
  db: Kysely<Database>,
  now: string,
  limit: number,
): Promise<number> {
  const due = await db
    .selectFrom('article')
    .select('id')
    .where('originalSearchableUntil', 'is not', null)
    .where('originalSearchableUntil', '<=', now)
    .limit(limit)
    .execute();
  for (const { id } of due) {
    await db.updateTable('article').set({ originalSearchableUntil: null }).where('id', '=', id).execute();
    await logSearchChange(db, 'article', id);
  }
  return due.length;
}
