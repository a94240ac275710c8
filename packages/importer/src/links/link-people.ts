import { type Store, fromJson } from '@trove/db';
import type { LogLine } from '../core/progress.ts';
import { type FoundLink, buildNameIndex, linksOfWork } from './name-matching.ts';

const strings = (json: string) =>
  fromJson<unknown[]>(json, []).filter((v): v is string => typeof v === 'string' && v !== '');

const BATCH = 2000;

/**
 * Links works to the people and organisations their creators and subjects name (ADR 013), once
 * every source is loaded. Running it again adds nothing new.
 */
export async function linkWorksToPeople(
  store: Store,
  log: LogLine,
): Promise<{ found: number; added: number }> {
  const started = Date.now();
  const people = await store.people.readLinkablePeople();
  const index = buildNameIndex(
    people.map((p) => ({
      id: p.id,
      primaryName: p.primaryName,
      displayName: p.displayName,
      entityType: p.entityType,
      alternativeNames: strings(p.alternativeNames),
      birthYear: /^-?\d{1,4}/.test(p.birthDate ?? '') ? Number.parseInt(p.birthDate ?? '', 10) : null,
    })),
  );
  let found = 0;
  let added = 0;
  let after = 0;
  for (;;) {
    const works = await store.people.readLinkableWorks(after, BATCH);
    if (works.length === 0) break;
    after = works.at(-1)?.id ?? after;
    const links: FoundLink[] = works.flatMap((w) =>
      linksOfWork(index, { ...w, creators: strings(w.creators), subjects: strings(w.subjects) }),
    );
    found += links.length;
    added += await store.people.addWorkPeople(links);
  }
  log(`people links: ${found} found, ${added} added (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return { found, added };
}
