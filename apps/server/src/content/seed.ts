import { type Store } from '@trove/db';
import { ACCESSIBILITY_KEY, ACCESSIBILITY_STATEMENT } from './accessibility.ts';
import { APPLICATION, ENVIRONMENT, EXPLORE_INFO } from './application.ts';
import { API_TERMS, API_TERMS_KEY } from './api-terms.ts';
import { BOOKSHOPS } from './bookshops.ts';
import { BROWSER_HELP, BROWSER_HELP_KEY } from './browser-help.ts';
import { seedCollections } from './collections.ts';
import { creditsPage } from './credits.ts';
import { addMissingExploreInfo, applyExploreSettings } from './explore-settings.ts';
import { seedLandingPages } from './landings.ts';
import { CONFIG_KEYS } from './stored.ts';

/**
 * First-start content. Everything is inserted only when missing, so running it again changes
 * nothing and never overwrites what an operator edited.
 */

/** Configuration that does not depend on the records: safe before the catalogue is loaded. */
export async function seedConfiguration(store: Pick<Store, 'content'>): Promise<string[]> {
  const created: string[] = [];
  const entries: [string, unknown][] = [
    [CONFIG_KEYS.application, APPLICATION],
    [CONFIG_KEYS.environment, ENVIRONMENT],
    [CONFIG_KEYS.exploreInfo, EXPLORE_INFO],
    [CONFIG_KEYS.bookshops, BOOKSHOPS],
    [CONFIG_KEYS.supporting(ACCESSIBILITY_KEY), ACCESSIBILITY_STATEMENT],
    [CONFIG_KEYS.supporting(API_TERMS_KEY), API_TERMS],
    [CONFIG_KEYS.supporting(BROWSER_HELP_KEY), BROWSER_HELP],
  ];
  for (const [key, value] of entries)
    if (await store.content.insertConfigEntryIfMissing(key, JSON.stringify(value))) created.push(key);
  return created;
}

/** Content chosen from the records: landing pages, collections, credits and the welcome alert. */
export async function seedCatalogueContent(
  store: Pick<Store, 'content' | 'stats'>,
  options: { synthetic: boolean },
): Promise<string[]> {
  const created: string[] = [];
  const sources = await store.stats.countSourcesByCategory();
  if (
    await store.content.insertConfigEntryIfMissing(
      CONFIG_KEYS.supporting('credits'),
      JSON.stringify(creditsPage(sources)),
    )
  )
    created.push('supporting:credits');
  created.push(...(await seedCollections(store)).map((k) => `collection:${k}`));
  created.push(...(await applyExploreSettings(store)).map((k) => `explore:${k}`));
  created.push(...(await addMissingExploreInfo(store)).map((k) => `exploreinfo:${k}`));
  created.push(...(await seedLandingPages(store)).map((k) => `landing:${k}`));
  // The marker keeps a deleted alert deleted: it is written once, with the alert.
  if (await store.content.insertConfigEntryIfMissing(CONFIG_KEYS.alertsSeeded, 'true')) {
    await store.content.insertAlert(welcomeAlert(options.synthetic));
    created.push('alert:welcome');
  }
  return created;
}

function welcomeAlert(synthetic: boolean) {
  const summary = synthetic
    ? '<p>This is a demonstration portal. <strong>The records shown are synthetic</strong>: the demo data was not found, so records were generated for demonstration.</p>'
    : '<p>This is a demonstration of an open-source discovery portal. Its records are public data harvested from <a href="https://trove.nla.gov.au/">Trove</a> by the <a href="https://glam-workbench.net/">GLAM Workbench</a>.</p>';
  return {
    summary,
    impact: 'info',
    link: null,
    routerLink: null,
    action: null,
    fromCms: 1,
    deliverySystem: null,
    displayFrom: null,
    displayTo: null,
  };
}

/** Whether the loaded corpus is synthetic: a fact about the data, so it is always brought up to date. */
export async function recordCorpusKind(store: Pick<Store, 'content'>, synthetic: boolean): Promise<void> {
  await store.content.setConfigEntry(CONFIG_KEYS.syntheticCorpus, synthetic ? 'true' : 'false');
}
