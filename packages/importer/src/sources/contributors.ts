import fs from 'node:fs';
import path from 'node:path';
import type { Entry, ImportContext, SourceImporter } from '../core/context.ts';
import { requirePath } from '../core/files.ts';
import { saveEach } from '../core/save-each.ts';
import { type Tally, combineOutcomes, errorMessage } from '../core/summary.ts';
import { json, stateFromNuc } from '../core/values.ts';

const FILE = 'data/trove-contributors.json';

interface Contributor {
  id: string;
  name: string;
  nuc?: string;
  shortname?: string;
  totalholdings?: number;
  accesspolicy?: string;
  homepage?: string;
  url?: string;
  algentry?: string;
  parent?: { id: string; name: string };
  children?: Contributor[];
}

/** Every contributor, children after their parent, each with the parent it sits under. */
function* flatten(
  list: Contributor[],
  file: string,
  parent?: Contributor,
): Generator<Entry<{ c: Contributor; parent?: { id: string; name: string } }>> {
  for (const [index, c] of list.entries()) {
    const position = parent ? `${parent.id}/children[${index}]` : `contributor[${index}]`;
    if (!c || typeof c.id !== 'string' || typeof c.name !== 'string') {
      yield { file, position, error: 'contributor has no id or no name' };
      continue;
    }
    yield {
      file,
      position,
      value: { c, parent: c.parent ?? (parent ? { id: parent.id, name: parent.name } : undefined) },
    };
    if (c.children) yield* flatten(c.children, file, c);
  }
}

export const contributors: SourceImporter = {
  name: 'contributors',
  description: 'Trove contributors: libraries by NUC symbol and organisations (JSON)',
  defaultPath: 'trove-contributor-totals',
  async run(ctx: ImportContext, location: string, tally: Tally) {
    const file = requirePath(location.endsWith('.json') ? location : path.join(location, FILE));
    let list: Contributor[];
    try {
      list = (JSON.parse(fs.readFileSync(file, 'utf8')) as { contributor: Contributor[] }).contributor;
    } catch (error) {
      throw new Error(`${file} is not a Trove contributor list: ${errorMessage(error)}`, { cause: error });
    }
    const entries = [...flatten(list, file)];
    await saveEach(
      ctx,
      tally,
      'contributors',
      entries,
      entries.length,
      async ({ c, parent }, { catalogue, libraries }) => {
        const nuc = c.nuc?.trim();
        const library = nuc
          ? await libraries.saveLibrary({
              nuc,
              name: c.name.trim(),
              shortName: c.shortname ?? null,
              parentNuc: parent && /^[A-Z]/.test(parent.id) ? parent.id : null,
              parentName: parent?.name ?? null,
              state: stateFromNuc(nuc),
              openToPublic: c.accesspolicy === 'Open to the public' ? 1 : 0,
              accessPolicy: c.accesspolicy ?? null,
              homepage: c.homepage ?? null,
              totalHoldings: c.totalholdings ?? 0,
            })
          : undefined;
        // Every contributor is also an organisation in People & Organisations.
        const person = await catalogue.savePerson({
          person: {
            source: 'trove-contributor',
            sourceId: c.id,
            primaryName: c.name.trim(),
            displayName: c.shortname ?? c.name.trim(),
            entityType: 'corporatebody',
            occupations: json(['Library or collecting organisation']),
            identifiers: json({ nuc, trove: c.url, algentry: c.algentry, homepage: c.homepage }),
            alternativeNames: json(c.shortname && c.shortname !== c.name ? [c.shortname] : []),
          },
        });
        const outcome = library ? combineOutcomes(person.outcome, library.outcome) : person.outcome;
        return { outcome, category: 'people' };
      },
      ({ c }) => c.id,
    );
  },
};
