import path from 'node:path';
import type { ImportContext, SourceImporter } from '../core/context.ts';
import { type CsvRow, cell, readCsv } from '../core/csv.ts';
import { requirePath } from '../core/files.ts';
import { rowEntries, saveEach } from '../core/save-each.ts';
import type { Tally } from '../core/summary.ts';
import { json, normaliseState } from '../core/values.ts';

const FILES = {
  people: 'australian_politicians-all.csv',
  divisions: 'australian_politicians-mps-by_division.csv',
  senators: 'australian_politicians-senators-by_state.csv',
  parties: 'australian_politicians-all-by_party.csv',
};

/** Rows of a side file grouped by the politician's uniqueID. */
function byId(file: string): Map<string, CsvRow[]> {
  const grouped = new Map<string, CsvRow[]>();
  for (const row of readCsv(file)) {
    const id = cell(row, 'uniqueID');
    if (id) grouped.set(id, [...(grouped.get(id) ?? []), row]);
  }
  return grouped;
}

const yearOf = (date: string | null) => date?.slice(0, 4) ?? '';
const span = (from: string | null, to: string | null) =>
  `${yearOf(from)}–${to ? yearOf(to) : ''}`.replace(/^–$/, '');

interface Terms {
  divisions: CsvRow[];
  senates: CsvRow[];
  parties: CsvRow[];
}

/** A short biography in plain sentences, built only from the dataset's own fields. */
export function biographyText(row: CsvRow, terms: Terms): string {
  const name = [cell(row, 'firstName') ?? cell(row, 'allOtherNames'), cell(row, 'surname')]
    .filter(Boolean)
    .join(' ');
  const born = cell(row, 'birthDate') ?? cell(row, 'birthYear');
  const died = cell(row, 'deathDate');
  const sentences = [
    `${name}${born || died ? ` (${yearOf(born)}–${yearOf(died)})` : ''}${cell(row, 'birthPlace') ? `, born in ${cell(row, 'birthPlace')},` : ''} was an Australian federal politician.`,
  ];
  for (const d of terms.divisions)
    sentences.push(
      `Member for ${cell(d, 'division')} (${normaliseState(cell(d, 'stateOfDivision')) ?? cell(d, 'stateOfDivision')}) ${span(cell(d, 'mpFrom'), cell(d, 'mpTo'))}.`,
    );
  for (const s of terms.senates)
    sentences.push(
      `Senator for ${cell(s, 'senatorsState')} ${span(cell(s, 'senatorFrom'), cell(s, 'senatorTo'))}.`,
    );
  const parties = [...new Set(terms.parties.map((p) => cell(p, 'partyName')).filter(Boolean))];
  if (parties.length) sentences.push(`Party: ${parties.join(', ')}.`);
  if (cell(row, 'wasPrimeMinister') === '1') sentences.push('Prime Minister of Australia.');
  return sentences.join(' ');
}

/** The person's terms in the House and the Senate, in order; a term without an end is still running. */
export function officeTerms(terms: Terms): { from: string; to: string | null }[] {
  const periods = [
    ...terms.divisions.map((d) => ({ from: cell(d, 'mpFrom'), to: cell(d, 'mpTo') })),
    ...terms.senates.map((s) => ({ from: cell(s, 'senatorFrom'), to: cell(s, 'senatorTo') })),
  ];
  return periods
    .filter(
      (p): p is { from: string; to: string | null } => p.from !== null && /^\d{4}-\d{2}-\d{2}$/.test(p.from),
    )
    .sort((a, b) => a.from.localeCompare(b.from));
}

export function occupations(row: CsvRow): string[] {
  const list = ['Politician'];
  if (cell(row, 'member') === '1') list.push('Member of the House of Representatives');
  if (cell(row, 'senator') === '1') list.push('Senator');
  if (cell(row, 'wasPrimeMinister') === '1') list.push('Prime Minister');
  return list;
}

export const politicians: SourceImporter = {
  name: 'politicians',
  description: 'Australian federal politicians with life dates, seats and parties (CSV)',
  defaultPath: 'australian_politicians/data',
  async run(ctx: ImportContext, location: string, tally: Tally) {
    const file = requirePath(path.join(location, FILES.people));
    const rows = readCsv(file);
    const divisions = byId(requirePath(path.join(location, FILES.divisions)));
    const senates = byId(requirePath(path.join(location, FILES.senators)));
    const parties = byId(requirePath(path.join(location, FILES.parties)));
    await saveEach(
      ctx,
      tally,
      'politicians',
      rowEntries(file, rows),
      rows.length,
      async (row, { catalogue }) => {
        const id = cell(row, 'uniqueID');
        const surname = cell(row, 'surname');
        if (!id || !surname) throw new Error('row has no uniqueID or no surname');
        const forenames = cell(row, 'allOtherNames') ?? cell(row, 'firstName');
        const primaryName = forenames ? `${surname}, ${forenames}` : surname;
        const alternatives = [
          cell(row, 'displayName'),
          cell(row, 'commonName'),
          cell(row, 'earlierOrLaterNames'),
        ];
        const terms = {
          divisions: divisions.get(id) ?? [],
          senates: senates.get(id) ?? [],
          parties: parties.get(id) ?? [],
        };
        const saved = await catalogue.savePerson({
          person: {
            source: 'australian-politicians',
            sourceId: id,
            primaryName,
            displayName: cell(row, 'displayName') ?? primaryName,
            entityType: 'person',
            alternativeNames: json([
              ...new Set(alternatives.filter((n): n is string => !!n && n !== primaryName)),
            ]),
            birthDate: cell(row, 'birthDate') ?? cell(row, 'birthYear'),
            deathDate: cell(row, 'deathDate'),
            birthPlace: cell(row, 'birthPlace'),
            gender: cell(row, 'gender'),
            occupations: json(occupations(row)),
            officeTerms: JSON.stringify(officeTerms(terms)),
            identifiers: json({
              wikidata: cell(row, 'wikidataID'),
              wikipedia: cell(row, 'wikipedia'),
              adb: cell(row, 'adb'),
            }),
          },
          biographies: [
            {
              contributorName: 'Australian Politicians dataset (R. Alexander and M. Hodgetts)',
              text: biographyText(row, terms),
              url: cell(row, 'wikipedia'),
              isPrimary: 1,
            },
          ],
        });
        return { outcome: saved.outcome, category: 'people' };
      },
      (row) => row.uniqueID ?? '',
    );
  },
};
