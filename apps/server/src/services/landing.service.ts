import {
  MONTH_NAMES,
  CATEGORY_NAMESPACE,
  type CategorySummary,
  type LandingPage,
  type LandingSummary,
  MESSAGES,
  type SpotlightArticle,
} from '@trove/contracts';
import { FEATURE_MAX_NOISE } from '../content/featured.ts';
import { StoredArticleSchema, StoredLandingSchema } from '../content/stored.ts';
import type { ServiceDeps } from '../deps.ts';
import { notFound } from '../domain/errors.ts';
import { parseStored } from './content-reader.ts';

/** The landing page whose urlKey is `key`, with its spotlight articles resolved. */
export async function landingPage(deps: ServiceDeps<'content' | 'stats'>, key: string): Promise<LandingPage> {
  const row = await deps.store.content.findLandingPage(key);
  if (!row) throw notFound(`There is no landing page ${key}.`);
  const stored = parseStored(StoredLandingSchema, row.page, `landing_page ${key}`, deps.config.productName);
  const slugs = [stored.featuredArticle, ...stored.secondaryFeatures].filter((s): s is string => s !== null);
  const articles = new Map<string, SpotlightArticle>();
  for (const a of await deps.store.content.findSpotlightArticles(slugs)) {
    const article = parseStored(
      StoredArticleSchema,
      a.article,
      `spotlight_article ${a.slug}`,
      deps.config.productName,
    );
    articles.set(a.slug, { id: a.id, ...article });
  }
  const { onThisDay, featuredArticle, secondaryFeatures, ...rest } = stored;
  const trivia = onThisDay ? await onThisDayTrivia(deps) : [];
  return {
    ...rest,
    id: row.id,
    urlKey: row.urlKey,
    name: row.name,
    featuredArticle: featuredArticle === null ? null : (articles.get(featuredArticle) ?? null),
    secondaryFeatures: secondaryFeatures.flatMap((slug) => articles.get(slug) ?? []).slice(0, 3),
    // Records dated today take the place of the stored trivia; without any, the stored trivia stands.
    troveTrivia: trivia.length > 0 ? trivia : rest.troveTrivia,
  };
}

/**
 * Up to three records whose date falls on today's day and month (UTC), one of each kind first;
 * works and articles only when their text is clean enough to show (ADR 031).
 */
async function onThisDayTrivia(deps: ServiceDeps<'stats'>): Promise<LandingPage['troveTrivia']> {
  const today = deps.now();
  const month = today.getUTCMonth() + 1;
  const day = today.getUTCDate();
  const records = await deps.store.stats.findRecordsOnDay(month, day, 3, FEATURE_MAX_NOISE);
  const byKind = ['article', 'work', 'person'].flatMap((kind) =>
    records.filter((r) => r.kind === kind).slice(0, 1),
  );
  const rest = records.filter((r) => !byKind.includes(r));
  return [...byKind, ...rest].slice(0, 3).map((r) => {
    const year = r.date.slice(0, 4);
    const when = `${day} ${MONTH_NAMES[month - 1] ?? ''} ${year}`;
    const link =
      r.kind === 'article'
        ? `/newspaper/article/${r.id}`
        : r.kind === 'person'
          ? `/people/${r.id}`
          : `/work/${r.id}`;
    const summary =
      r.kind === 'person'
        ? `Born on ${when}.`
        : r.kind === 'article'
          ? `Published in the newspaper on ${when}.`
          : `Dated ${when}.`;
    const artwork =
      r.thumbnailUrl && r.culturallySensitive === 0
        ? { artworkUrl: r.thumbnailUrl, artworkImageAlt: r.title }
        : {};
    return {
      troveTriviaTitle: MESSAGES.triviaTitle,
      title: r.title,
      summary: r.synthetic === 1 ? `${summary} (A synthetic demonstration record.)` : summary,
      externalUrl: link,
      ...artwork,
    };
  });
}

export async function landingSummaries(deps: ServiceDeps<'content'>): Promise<LandingSummary[]> {
  const rows = await deps.store.content.listLandingPages();
  return rows.map((r) => ({ id: r.id, urlKey: r.urlKey, name: r.name }));
}

/** The category collections, which landing pages and the collection selector offer. */
export async function landingCategories(deps: ServiceDeps<'content'>): Promise<CategorySummary[]> {
  const rows = await deps.store.content.listCollections(CATEGORY_NAMESPACE);
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    urlNamespace: c.urlNamespace,
    urlKey: c.urlKey,
    searchHandler: c.searchHandler,
  }));
}
