/** What an operator (or a test) may tune about OAI-PMH and the sitemaps (ADR 052). */
export interface HarvestSettings {
  /** Records (or headers) in one ListRecords / ListIdentifiers answer before a resumption token. */
  pageSize: number;
  /** How long a resumption token may be used, in minutes. */
  tokenLifetimeMinutes: number;
  /** Addresses in one child sitemap: the sitemaps protocol allows 50,000 at most. */
  sitemapSize: number;
}

export const DEFAULT_HARVEST_SETTINGS: HarvestSettings = {
  pageSize: 100,
  tokenLifetimeMinutes: 60,
  sitemapSize: 50_000,
};

export function harvestSettings(configured: Partial<HarvestSettings> | undefined): HarvestSettings {
  const settings = { ...DEFAULT_HARVEST_SETTINGS, ...configured };
  return { ...settings, sitemapSize: Math.min(Math.max(1, settings.sitemapSize), 50_000) };
}
