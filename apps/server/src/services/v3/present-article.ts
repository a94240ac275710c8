import type { V3Include, V3Reclevel } from '@trove/contracts';
import type { V3ArticleRow, V3CommentRow, V3ContainingListRow, V3TagRow } from '@trove/db';
import { articleHtml } from '../articles.service.ts';
import type { V3Object } from './v3-value.ts';

/** What an article answer needs beyond its row: where links point and what was asked for. */
export interface ArticleContext {
  /** The API's own address (…/v3) and the site's, for `url` and the records that have no Trove address. */
  apiUrl: string;
  siteUrl: string;
  reclevel: V3Reclevel;
  include: readonly V3Include[];
  tags: readonly V3TagRow[];
  comments: readonly V3CommentRow[];
  lists: readonly V3ContainingListRow[];
}

/** The article path segment v3 uses for a title's kind. */
export function articlePathOf(kind: string | null): 'newspaper' | 'gazette' | 'magazine' {
  return kind === 'gazette' ? 'gazette' : kind === 'magazine' ? 'magazine' : 'newspaper';
}

const PAGE_NUMBER = /nla\.news-page(\d+)$/;

/** Trove's printable page for a page address in Trove's form; none for other pages. */
function pdfOf(pageUrl: string | null): string[] {
  const m = PAGE_NUMBER.exec(pageUrl ?? '');
  return m ? [`https://trove.nla.gov.au/ndp/imageservice/nla.news-page${m[1]}/print`] : [];
}

/** A time as v3 writes it: ISO 8601 in UTC to the second. */
export function v3Time(value: string | null): string | null {
  if (!value) return null;
  const date = new Date(value.includes('T') || value.includes('Z') ? value : `${value.replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) ? value : `${date.toISOString().slice(0, 19)}Z`;
}

/**
 * Trove's page and page sequence: a supplement's page '5 S' (as a harvest gives it) is page '5',
 * sequence '5 S'; an ordinary page is the same in both ('1', '1'). Clients read both (issue 29
 * point 17: one crashed on a page that was not a number).
 */
export function pageFields(row: Pick<V3ArticleRow, 'page' | 'pageSequence'>): {
  page: string | null;
  pageSequence: string | null;
} {
  const number = row.page === null ? null : (/^\d+/.exec(row.page.trim())?.[0] ?? row.page.trim());
  const sequence = row.pageSequence === null ? row.page?.trim() || null : String(row.pageSequence);
  return { page: number, pageSequence: sequence };
}

/**
 * An article as v3 gives it (brief, or full with its counts), fields in v3's order. Numbers are
 * strings, as v3 sends them. The record's own address is the portal's; a record from Trove keeps
 * Trove's persistent address as `identifier` and `troveUrl` (ADR 051).
 */
export function presentArticle(row: V3ArticleRow, ctx: ArticleContext): V3Object {
  const path = articlePathOf(row.titleKind);
  const troveAddress = row.troveUrl ?? `${ctx.siteUrl}/newspaper/article/${row.id}`;
  const article: V3Object = {
    id: String(row.id),
    url: `${ctx.apiUrl}/${path}/${row.id}`,
    identifier: troveAddress,
    heading: row.heading,
    category: row.category,
    title: row.titleId === null ? null : { id: String(row.titleId), title: row.titleName },
    date: row.date,
    ...pageFields(row),
    troveUrl: troveAddress,
  };
  if (ctx.reclevel === 'full') {
    Object.assign(article, {
      trovePageUrl: row.pageUrl,
      illustrated: row.illustrated === 1 ? 'Y' : 'N',
      wordCount: row.wordCount === null ? null : String(row.wordCount),
      correctionCount: String(row.correctionCount),
      tagCount: String(ctx.tags.length),
      commentCount: String(ctx.comments.length),
      listCount: String(ctx.lists.length),
      lastCorrection: row.lastCorrectedAt
        ? {
            by: row.lastCorrectorUsername ? `public:${row.lastCorrectorUsername}` : 'anonymous',
            lastupdated: v3Time(row.lastCorrectedAt),
          }
        : null,
      pdf: pdfOf(row.pageUrl),
    });
  }
  Object.assign(article, contributionsOf(ctx, ctx.apiUrl));
  if (ctx.include.includes('articletext')) article.articleText = articleHtml(row.text);
  return article;
}

/** The tags, comments and lists asked for with include, as v3 nests them. */
export function contributionsOf(
  ctx: Pick<ArticleContext, 'include' | 'tags' | 'comments' | 'lists'>,
  apiUrl: string,
): V3Object {
  const out: V3Object = {};
  if (ctx.include.includes('tags'))
    out.tag = ctx.tags.map((t) => ({ lastupdated: v3Time(t.createdAt), value: t.name }));
  if (ctx.include.includes('comments'))
    out.comment = ctx.comments.map((c) => ({
      by: c.username ? `public:${c.username}` : 'anonymous',
      lastupdated: v3Time(c.lastModified),
      value: c.content,
    }));
  if (ctx.include.includes('lists'))
    out.list = ctx.lists.map((l) => ({
      id: String(l.listId),
      url: `${apiUrl}/list/${l.listId}`,
      value: l.title,
    }));
  return out;
}
