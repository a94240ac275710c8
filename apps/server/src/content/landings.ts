import { CATEGORIES, DEFAULT_HOME_HEADLINE, MESSAGES, type CategoryKey } from '@trove/contracts';
import { type Store } from '@trove/db';
import { catchlineOf } from './collections.ts';
import { type Feature, pickFeatures } from './featured.ts';
import type { StoredArticle, StoredLanding } from './stored.ts';

const FEATURED_COLOURS = ['green', 'light-blue', 'yellow', 'magenta'] as const;
const SYNTHETIC_NOTE = ' (A synthetic demonstration record, not a real item.)';

function articleOf(feature: Feature, index: number, callToAction: string): StoredArticle {
  return {
    title: feature.title,
    catchline: feature.catchline || undefined,
    summary: feature.synthetic ? `${feature.summary}${SYNTHETIC_NOTE}` : feature.summary,
    externalUrl: feature.link,
    artworkUrl: feature.image,
    artworkImageAlt: feature.imageAlt,
    callToAction,
    featuredColour: FEATURED_COLOURS[index % FEATURED_COLOURS.length],
  };
}

export function recordsText(count: number): string {
  return `${count.toLocaleString('en-AU')} ${count === 1 ? 'record' : 'records'}`;
}

function collectionArticle(key: CategoryKey, name: string, count: number, feature: Feature): StoredArticle {
  const note = feature.synthetic ? SYNTHETIC_NOTE : '';
  return {
    title: name,
    catchline: catchlineOf(key),
    summary: `${recordsText(count)} to search and browse, among them “${feature.title}”${feature.catchline ? ` (${feature.catchline})` : ''}.${note}`,
    externalUrl: `/landing/${key}`,
    artworkUrl: feature.image,
    artworkImageAlt: feature.imageAlt,
    callToAction: `Explore ${name}`,
    bannerColours: 'green-purple',
    featuredColour: 'green',
  };
}

/** Saves spotlight articles under stable slugs; returns the slugs. */
async function saveArticles(
  store: Pick<Store, 'content'>,
  prefix: string,
  articles: StoredArticle[],
): Promise<string[]> {
  const slugs: string[] = [];
  for (const [i, article] of articles.entries()) {
    const slug = `${prefix}-${i + 1}`;
    await store.content.insertSpotlightArticleIfMissing(slug, JSON.stringify(article));
    slugs.push(slug);
  }
  return slugs;
}

async function seedCategoryLanding(
  store: Pick<Store, 'content' | 'stats'>,
  key: CategoryKey,
  name: string,
  position: number,
): Promise<boolean> {
  const features = await pickFeatures(store, key, 4);
  const slugs = await saveArticles(
    store,
    `landing-${key}`,
    features.map((f, i) => articleOf(f, i, 'View the record')),
  );
  const page: StoredLanding = {
    categoryKey: key,
    bannerTopText: catchlineOf(key),
    bannerBottomText: `Everything in ${name}, searchable in one place.`,
    bannerBottomCallToAction: `About ${name}`,
    bannerBottomLink: `/collection/category/${key}`,
    featuredArticle: slugs[0] ?? null,
    secondaryFeatures: slugs.slice(1, 4),
    additionalComponents: [],
    callToAction: [],
    troveTrivia: [],
    onThisDay: false,
  };
  return store.content.insertLandingPageIfMissing({
    urlKey: key,
    name,
    position,
    inNavigation: 1,
    page: JSON.stringify(page),
  });
}

/** The home page: spotlight on one record per collection, discover-more links, call to action, trivia. */
async function seedHome(store: Pick<Store, 'content' | 'stats'>, keys: CategoryKey[]): Promise<boolean> {
  const spotlightOrder: CategoryKey[] = [
    'images',
    'newspapers',
    'music',
    'people',
    'diaries',
    'magazines',
    'books',
    'research',
    'websites',
  ];
  const counts = await store.stats.countRecordsByCategory();
  const picks: StoredArticle[] = [];
  for (const key of spotlightOrder.filter((k) => keys.includes(k))) {
    if (picks.length === 4) break;
    const [feature] = await pickFeatures(store, key, 1);
    if (!feature) continue;
    const category = CATEGORIES.find((c) => c.key === key)?.name ?? key;
    // The main spotlight introduces a whole collection through one of its records; the others are records.
    picks.push(
      picks.length === 0
        ? collectionArticle(key, category, counts.get(key) ?? 0, feature)
        : { ...articleOf(feature, picks.length, 'View the record'), catchline: category },
    );
  }
  const slugs = await saveArticles(store, 'home-spotlight', picks);
  const discover = keys.map((key) => {
    const name = CATEGORIES.find((c) => c.key === key)?.name ?? key;
    return {
      title: name,
      summary: `${catchlineOf(key)}: ${recordsText(counts.get(key) ?? 0)}.`,
      link: `/landing/${key}`,
    };
  });
  const firstSearch = keys.includes('newspapers')
    ? '/search/category/newspapers?keyword=federation'
    : '/search?keyword=australia';
  const page: StoredLanding = {
    categoryKey: null,
    bannerTopText: DEFAULT_HOME_HEADLINE,
    bannerBottomText:
      'Newspapers, pictures, oral histories, people and archived websites from Australia’s collections.',
    featuredArticle: slugs[0] ?? null,
    secondaryFeatures: slugs.slice(1, 4),
    additionalComponentsTitle: 'Discover more',
    additionalComponents: discover.length > 0 ? [{ name: 'Collections', supportArticles: discover }] : [],
    callToAction: [
      {
        title: MESSAGES.callToActionTitle('{product}'),
        summary:
          'Search across every collection, follow a story through the newspapers, and find the people behind the records.',
        action: 'Start with the newspapers',
        actionLink: firstSearch,
        action1: 'Meet the people',
        action1Link: keys.includes('people') ? '/landing/people' : '/',
      },
    ],
    troveTrivia: [],
    onThisDay: true,
  };
  return store.content.insertLandingPageIfMissing({
    urlKey: 'home',
    name: 'Home',
    position: 0,
    inNavigation: 0,
    page: JSON.stringify(page),
  });
}

/** Landing pages for the home page and every collection with records; returns the keys created now. */
export async function seedLandingPages(store: Pick<Store, 'content' | 'stats'>): Promise<string[]> {
  const counts = await store.stats.countRecordsByCategory();
  const keys = CATEGORIES.map((c) => c.key).filter((k) => (counts.get(k) ?? 0) > 0);
  const created: string[] = [];
  if (await seedHome(store, keys)) created.push('home');
  for (const [i, category] of CATEGORIES.entries()) {
    if (!keys.includes(category.key)) continue;
    if (await seedCategoryLanding(store, category.key, category.name, i + 1)) created.push(category.key);
  }
  return created;
}
