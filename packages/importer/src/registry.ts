import type { SourceImporter } from './core/context.ts';
import { abcRn } from './sources/abc-rn.ts';
import { articles } from './sources/articles.ts';
import { cartoons } from './sources/cartoons.ts';
import { contributors } from './sources/contributors.ts';
import { findingAids } from './sources/finding-aids.ts';
import { harvest } from './sources/harvest.ts';
import { newspaperTitles } from './sources/newspaper-titles.ts';
import { oralHistories } from './sources/oral-histories.ts';
import { periodicals } from './sources/periodicals.ts';
import { politicians } from './sources/politicians.ts';
import { pressReleases } from './sources/press-releases.ts';
import { webArchives } from './sources/web-archives.ts';
import { MARC_TEST_SETS, marc } from './marc/marc-source.ts';
import { synthetic } from './synthetic/synthetic-source.ts';

/** Every importable source by its CLI name. */
export const IMPORTERS: readonly SourceImporter[] = [
  contributors,
  newspaperTitles,
  articles,
  harvest,
  periodicals,
  cartoons,
  oralHistories,
  abcRn,
  findingAids,
  politicians,
  pressReleases,
  webArchives,
  marc,
  ...MARC_TEST_SETS,
  synthetic,
];

/**
 * The demo corpus, in dependency order (libraries before holdings, titles before articles).
 * Press releases are left out: their copyright was not evaluated (ADR 004). The MARC sets come
 * after the NLA records, each record once (ADR 032).
 */
export const DEMO_SOURCES: readonly SourceImporter[] = [
  contributors,
  newspaperTitles,
  articles,
  harvest,
  periodicals,
  cartoons,
  oralHistories,
  abcRn,
  findingAids,
  politicians,
  webArchives,
  marc,
  ...MARC_TEST_SETS,
];

export function findImporter(name: string): SourceImporter | undefined {
  return IMPORTERS.find((i) => i.name === name);
}
