import type { Article } from '@trove/contracts';
import type { Route } from './+types/article-route';
import type { CrumbHandle } from '../../lib/crumb-handle.ts';
import { JsonLd } from '../../components/json-ld.tsx';
import { absoluteUrl, pageMeta, siteFromMatches, useSiteInfo, type SiteInfo } from '../../lib/meta.ts';
import { api } from '../../lib/api-client.ts';
import { cookieOf } from '../../lib/api.ts';
import { ContainingListsPanel } from '../../components/contributions/containing-lists.tsx';
import { loadRecord, respond, type RecordResult } from '../../components/records/record-data.server.ts';
import { OcrText } from './ocr-text.tsx';
import { IssueNavigation } from './article-issue.tsx';
import { CorrectionLinks, LastCorrected } from './text-corrections.tsx';
import { loadCitation } from '../../components/records/citation-data.server.ts';
import { CiteSection } from '../../components/cite/cite-section.tsx';
import {
  Fields,
  RecordProblem,
  SensitiveAdvice,
  SyntheticNote,
} from '../../components/records/record-parts.tsx';
import styles from '../../components/records/records.module.css';

export async function loader({ params, request }: Route.LoaderArgs) {
  const searchTerm = new URL(request.url).searchParams.get('searchTerm');
  // The visitor's cookie goes to the lists call: a reader also sees their own private lists.
  const [result, citation, lists] = await Promise.all([
    loadRecord(api.articles.get({ id: params.id })),
    loadCitation(api.citations.article({ id: params.id })),
    api.listsHolding.article({ id: params.id }, { cookie: cookieOf(request) }),
  ]);
  return respond({ ...result, searchTerm, citation, lists: lists.ok ? lists.data : null });
}

export const handle: CrumbHandle = {
  crumbs: (data) => [
    { text: (data as RecordResult<Article> | undefined)?.record?.heading ?? 'Article not found' },
  ],
};

function formatDate(date: string | null): string | null {
  if (!date) return null;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return parsed.toLocaleDateString('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const article = loaderData?.record;
  const path = `/newspaper/article/${params.id}`;
  if (!article)
    return pageMeta({
      site,
      title: 'Article not found',
      description: 'Article not found',
      path,
      noindex: true,
    });
  const text = article.text.replace(/<[^>]+>/g, ' ');
  return pageMeta({
    site,
    title: article.heading,
    description: [article.title?.name, formatDate(article.date), text].filter(Boolean).join(' — '),
    path,
    type: 'article',
  });
}

function articleJsonLd(site: SiteInfo, article: Article): Record<string, unknown> {
  return {
    '@type': 'NewsArticle',
    headline: article.heading,
    datePublished: article.date ?? undefined,
    url: absoluteUrl(site.publicUrl, `/newspaper/article/${article.id}`) ?? undefined,
    pageStart: article.page ?? undefined,
    wordCount: article.wordCount ?? undefined,
    isPartOf: article.title
      ? { '@type': 'Periodical', name: article.title.name, issn: article.title.issn ?? undefined }
      : undefined,
  };
}

export default function ArticlePage({ loaderData, params }: Route.ComponentProps) {
  const site = useSiteInfo();
  const article = loaderData.record;
  if (!article)
    return (
      <RecordProblem heading="Article not found" record="article" id={params.id} status={loaderData.status} />
    );
  return (
    <div className={styles.page}>
      <JsonLd data={articleJsonLd(site, article)} />
      <SensitiveAdvice sensitive={article.culturallySensitive} path={`/newspaper/article/${article.id}`} />
      <article aria-labelledby="article-heading">
        <h1 id="article-heading">{article.heading}</h1>
        <p className={styles.subtitle}>
          {article.title ? <strong>{article.title.name}</strong> : null}
          {article.date ? <span>{formatDate(article.date)}</span> : null}
          {article.page ? <span>Page {article.page}</span> : null}
        </p>
        <SyntheticNote synthetic={article.synthetic} />
        <IssueNavigation article={article} searchTerm={loaderData.searchTerm} />
        <section className={styles.card} aria-labelledby="text-heading">
          <h2 id="text-heading">Text (from optical character recognition)</h2>
          <p>This text was produced by a machine reading the printed page and may contain errors.</p>
          <LastCorrected count={article.correctionCount} last={article.lastCorrection} />
          <CorrectionLinks articleId={article.id} />
          <OcrText html={article.text} searchTerm={loaderData.searchTerm} />
        </section>
        <section className={styles.card} aria-labelledby="details-heading">
          <h2 id="details-heading">Details</h2>
          <Fields
            rows={[
              {
                label: 'Newspaper',
                value: article.title
                  ? `${article.title.name}${article.title.place ? ` (${article.title.place})` : ''}`
                  : null,
              },
              { label: 'Date', value: formatDate(article.date) },
              { label: 'Page', value: article.page },
              { label: 'Category', value: article.category },
              {
                label: 'Words',
                value: article.wordCount !== null ? article.wordCount.toLocaleString('en-AU') : null,
              },
              { label: 'Illustrated', value: article.illustrated ? 'Yes' : null },
              {
                label: 'Text corrections',
                value: article.correctionCount > 0 ? article.correctionCount.toLocaleString('en-AU') : null,
              },
              {
                label: 'Original',
                value: article.troveUrl ? <a href={article.troveUrl}>{article.troveUrl}</a> : null,
              },
            ]}
          />
        </section>
        <ContainingListsPanel
          lists={loaderData.lists}
          record={{ id: article.id, workType: 'newspaper', title: article.heading }}
        />
        <CiteSection citation={loaderData.citation} className={styles.card} />
      </article>
    </div>
  );
}
