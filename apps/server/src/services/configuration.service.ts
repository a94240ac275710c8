import {
  type Alert,
  type ApplicationConfig,
  AlertImpactSchema,
  CATEGORY_NAMESPACE,
  type EnvironmentConfig,
  type FacetInfo,
  type SupportingPage,
} from '@trove/contracts';
import {
  CONFIG_KEYS,
  StoredApplicationSchema,
  StoredEnvironmentSchema,
  StoredExploreInfoSchema,
  StoredSupportingSchema,
} from '../content/stored.ts';
import { apiKeySettingsOf } from './api-keys/api-key-settings.ts';
import type { ServiceDeps } from '../deps.ts';
import { notFound, unavailable } from '../domain/errors.ts';
import { safeLink, sanitiseContentHtml } from '../sanitise.ts';
import { contactHtml } from '../content/accessibility.ts';
import { parseStored } from './content-reader.ts';

const notSeeded = (what: string) => unavailable(`The ${what} has not been set up yet. Try again shortly.`);

export async function applicationConfig(deps: ServiceDeps<'content'>): Promise<ApplicationConfig> {
  const json = await deps.store.content.getConfigEntry(CONFIG_KEYS.application);
  if (json === undefined) throw notSeeded('application configuration');
  const stored = parseStored(StoredApplicationSchema, json, CONFIG_KEYS.application, deps.config.productName);
  const collections = await deps.store.content.listCollections(CATEGORY_NAMESPACE);
  const landings = await deps.store.content.listLandingPages();
  return {
    ...stored,
    branding: { ...stored.branding, productName: deps.config.productName },
    categories: collections.map((c) => ({
      id: c.id,
      name: c.name,
      urlNamespace: c.urlNamespace,
      urlKey: c.urlKey,
      searchHandler: c.searchHandler,
    })),
    navLandingPages: landings
      .filter((l) => l.inNavigation === 1 && l.urlKey !== stored.homePageType)
      .map((l) => ({ id: l.id, urlKey: l.urlKey, name: l.name })),
  };
}

export async function environmentConfig(deps: ServiceDeps<'content'>): Promise<EnvironmentConfig> {
  const entries = await deps.store.content.getConfigEntries([
    CONFIG_KEYS.environment,
    CONFIG_KEYS.syntheticCorpus,
  ]);
  const json = entries.get(CONFIG_KEYS.environment);
  if (json === undefined) throw notSeeded('environment configuration');
  const stored = parseStored(StoredEnvironmentSchema, json, CONFIG_KEYS.environment, deps.config.productName);
  return {
    ...stored,
    systemTag: deps.config.systemTag,
    publicUrl: deps.config.publicUrl,
    syntheticCorpus: entries.get(CONFIG_KEYS.syntheticCorpus) === 'true',
  };
}

/** Alerts with sanitised summaries; ones whose window has already closed are left out. */
export async function alerts(
  deps: ServiceDeps<'content'>,
  deliverySystem: string | undefined,
): Promise<Alert[]> {
  const rows = await deps.store.content.listAlerts(deliverySystem, deps.now().toISOString());
  return rows.map((row) => {
    const impact = AlertImpactSchema.safeParse(row.impact);
    return {
      id: row.id,
      summary: sanitiseContentHtml(row.summary),
      impact: impact.success ? impact.data : 'info',
      link: safeLink(row.link),
      routerLink: safeLink(row.routerLink),
      action: row.action,
      fromCMS: row.fromCms === 1,
      displayFrom: row.displayFrom,
      displayTo: row.displayTo,
    };
  });
}

export async function supportingPage(deps: ServiceDeps<'content'>, key: string): Promise<SupportingPage> {
  const json = await deps.store.content.getConfigEntry(CONFIG_KEYS.supporting(key));
  if (json === undefined) throw notFound(`There is no supporting page ${key}.`);
  const page = parseStored(
    StoredSupportingSchema,
    json,
    CONFIG_KEYS.supporting(key),
    deps.config.productName,
  );
  // `{contact}`: the operator's address for reports (CONTACT_EMAIL), e.g. in the accessibility statement.
  // `{noticePeriod}`: the API's configured notice period for changes (ADR 050), in the API terms.
  const months = apiKeySettingsOf(deps.config.apiKeys).noticeMonths;
  const html = (text: string) =>
    sanitiseContentHtml(
      text
        .replaceAll('{contact}', contactHtml(deps.config.contactEmail))
        .replaceAll('{noticePeriod}', `${months} ${months === 1 ? 'month' : 'months'}`),
    );
  return {
    key,
    ...page,
    body: html(page.body),
    sections: page.sections.map((s) => ({ ...s, body: html(s.body) })),
  };
}

export async function exploreInfo(deps: ServiceDeps<'content'>): Promise<FacetInfo[]> {
  const json = await deps.store.content.getConfigEntry(CONFIG_KEYS.exploreInfo);
  if (json === undefined) return [];
  return parseStored(StoredExploreInfoSchema, json, CONFIG_KEYS.exploreInfo, deps.config.productName);
}
