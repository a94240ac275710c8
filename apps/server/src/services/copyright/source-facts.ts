import type { CopyrightMaterial } from '@trove/contracts';
import { type CopyrightSource, fromJson } from '@trove/db';
import type { CopyrightFacts, Creator } from './facts.ts';
import { splitNameDates, yearOf } from './life-dates.ts';
import { marcFactsFromXml } from './marc-facts.ts';

/**
 * The facts of one stored edition: linked people's dates first (they are curated), then the MARC
 * record, then the version's own fields for records imported from other formats.
 */

/** Portal format words -> copyright material, for versions without a MARC record. */
const FORMAT_MATERIALS: [RegExp, CopyrightMaterial][] = [
  [/photo/i, 'photograph'],
  [/sound|audio|oral history|recorded music|podcast|broadcast/i, 'sound recording'],
  [/video|film|moving image/i, 'film'],
  [/score|sheet music/i, 'musical'],
  [/map|picture|cartoon|drawing|painting|print|poster|art|object/i, 'artistic'],
  [/book|thesis|article|periodical|manuscript|letter|diar|archiv|text|report|press release/i, 'literary'],
];

function formatMaterial(format: string | null): CopyrightMaterial | null {
  if (!format) return null;
  return FORMAT_MATERIALS.find(([pattern]) => pattern.test(format))?.[1] ?? null;
}

function formatPublished(source: CopyrightSource): boolean | null {
  const { format, publisher, published } = source.version;
  if (format && /manuscript|archiv|unpublished/i.test(format)) return false;
  return publisher || published ? true : null;
}

const namedCreators = (json: string): Creator[] =>
  fromJson<unknown[]>(json, [])
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    .map(splitNameDates);

function linkedPeople(source: CopyrightSource): Creator[] {
  return source.people.map((p) => {
    const deathYear = yearOf(p.deathDate);
    return { name: p.displayName, birthYear: yearOf(p.birthDate), deathYear, living: false };
  });
}

/** Terms count from first publication, so a reprint takes the year of the work's earliest edition. */
function firstYear(...years: (number | null)[]): number | null {
  const known = years.filter((y): y is number => y !== null);
  return known.length > 0 ? Math.min(...known) : null;
}

export function factsOf(source: CopyrightSource): CopyrightFacts {
  const marc = source.rawRecords
    .filter((r) => r.rawFormat === 'marcxml')
    .map((r) => marcFactsFromXml(r.raw))
    .find((f) => f !== null);
  const people = linkedPeople(source);
  const fromVersion = [
    ...namedCreators(source.version.creators),
    ...namedCreators(source.version.contributors),
  ];
  return {
    creators: people.length > 0 ? people : (marc?.creators ?? fromVersion),
    published: marc?.published ?? formatPublished(source),
    year: firstYear(source.version.year, source.workYearStart),
    material: marc?.material ?? formatMaterial(source.version.format),
    crown: marc?.crown ?? false,
  };
}
