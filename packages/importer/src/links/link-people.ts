import { type LinkablePerson, type Store, fromJson } from '@trove/db';
import type { LogLine } from '../core/progress.ts';
import { type NamedPerson, buildPersonIndex } from './person-index.ts';
import { type FoundLink, linksOfWork } from './work-links.ts';

const strings = (json: string) =>
  fromJson<unknown[]>(json, []).filter((v): v is string => typeof v === 'string' && v !== '');

const yearOf = (date: string | null) =>
  /^-?\d{1,4}/.test(date ?? '') ? Number.parseInt(date ?? '', 10) : null;

function officeTerms(json: string): NamedPerson['officeTerms'] {
  return fromJson<unknown[]>(json, []).flatMap((t) => {
    const term = t as { from?: unknown; to?: unknown };
    return typeof term.from === 'string'
      ? [{ from: term.from, to: typeof term.to === 'string' ? term.to : null }]
      : [];
  });
}

export function namedPerson(p: LinkablePerson): NamedPerson {
  return {
    id: p.id,
    primaryName: p.primaryName,
    displayName: p.displayName,
    entityType: p.entityType,
    alternativeNames: strings(p.alternativeNames),
    birthYear: yearOf(p.birthDate),
    deathYear: yearOf(p.deathDate),
    gender: p.gender,
    officeTerms: officeTerms(p.officeTerms),
  };
}

const BATCH = 2000;

export interface LinkReport {
  found: number;
  added: number;
  changed: number;
  removed: number;
}

/**
 * Links works to the people and organisations they name (ADR 013, ADR 033), once every source is
 * loaded, each link with the reason it was made. The links of each live work become exactly those
 * the rules find: running it again changes nothing.
 */
export async function linkWorksToPeople(store: Store, log: LogLine): Promise<LinkReport> {
  const started = Date.now();
  const index = buildPersonIndex((await store.people.readLinkablePeople()).map(namedPerson));
  const report: LinkReport = { found: 0, added: 0, changed: 0, removed: 0 };
  let after = 0;
  for (;;) {
    const works = await store.people.readLinkableWorks(after, BATCH);
    if (works.length === 0) break;
    after = works.at(-1)?.id ?? after;
    const ids = works.map((w) => w.id);
    const sources = await store.people.readLinkSources(ids);
    const links: FoundLink[] = works.flatMap((w) =>
      linksOfWork(index, {
        id: w.id,
        title: w.title,
        yearStart: w.yearStart,
        creators: strings(w.creators),
        subjects: strings(w.subjects),
        marc: sources.marc.get(w.id) ?? [],
        caption: sources.captions.get(w.id) ?? null,
      }),
    );
    report.found += links.length;
    const changes = await store.transaction((repositories) =>
      repositories.people.replaceWorkPeople(ids, links),
    );
    report.added += changes.added;
    report.changed += changes.changed;
    report.removed += changes.removed;
  }
  log(
    `people links: ${report.found} found, ${report.added} added, ${report.changed} with a new reason, ${report.removed} removed (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return report;
}
