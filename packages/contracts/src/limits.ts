/** Business constants of spec 01 §9, 02 §9 and 03 §9, named once and used everywhere. */
export const LIMITS = {
  alertAutoHideMs: 30_000,
  achievementAutoHideMs: 30_000,
  breadcrumbMaxChars: 50,
  breadcrumbShortTrailMaxChars: 150,
  breadcrumbShortTrailCrumbs: 3,
  secondaryArticles: 3,
  partnerLogos: 5,
  collectionLogos: 5,
  summaryPanelResults: 3,
  summaryPanelImageTiles: 8,
  defaultPageSize: 20,
  maxPageSize: 100,
  paginatorLinks: 10,
  facetCollapseTerms: 6,
  yearMin: -9999,
  yearMax: 9999,
  keyholeThumbnailWidth: 110,
  mergeNote: 200,
  /** Spec 02 §9: 'separate note max 200'. */
  separateNote: 200,
  listDescription: 2000,
  listReason: 50_000,
  downloadName: 255,
  downloadDescription: 1000,
  noteMax: 4000,
  noteWarnRemaining: 800,
  /** Spec 03 §9: 'profile notes truncate at 550 characters'. */
  profileNotePreview: 550,
  summaryCollapseChars: 900,
  creatorsShown: 3,
  editionsShown: 9,
  tagsShown: 20,
  videoWidth: 560,
  videoHeight: 315,
} as const;

/** Cache lifetimes in seconds (spec 01 §9, 03 §9). */
export const CACHE_SECONDS = {
  applicationConfig: 5 * 60,
  environmentConfig: 30 * 60,
  alerts: 5 * 60,
  searchMetadata: 30 * 60,
  profile: 5 * 60,
  citations: 10 * 60,
  /** Spec 02 §9: bookshops, citations and annotations 10 minutes. */
  bookshops: 10 * 60,
  annotations: 10 * 60,
  landing: 5 * 60,
  collection: 5 * 60,
  record: 5 * 60,
} as const;

export const DEFAULT_PRODUCT_NAME = 'Trove';
export const DEFAULT_HOME_HEADLINE = 'Search. Discover. Australia.';
