import path from 'node:path';
import { MARC_FILE, type MarcRecord, readMarcFile } from '@trove/marc';
import type { ImportContext, SourceImporter } from '../core/context.ts';
import { listFiles } from '../core/files.ts';
import { saveEach } from '../core/save-each.ts';
import type { Tally } from '../core/summary.ts';
import { saveWorkRecord } from '../core/work-record.ts';
import { mapMarcRecord, marcSourceId } from './map-record.ts';

/** One folder of MARC files loaded as a source of its own. */
interface MarcSet {
  name: string;
  description: string;
  defaultPath: string;
  /** Files read first, in this order (an original before the copies converted from it). */
  preferred?: RegExp[];
  /** Files in the folder that are not records to load (a deliberately broken copy). */
  excluded?: RegExp;
}

/**
 * Every MARC source stores its records as source 'marc' under the record's own identity (its
 * organisation and control number, ADR 032), so a record that two sets hold is one record. In one
 * run the first set to read a record keeps it and later copies are skipped: the identities seen
 * are shared by all MARC sources run with the same context.
 */
const seenInRun = new WeakMap<ImportContext, Set<string>>();
function identitiesOf(ctx: ImportContext): Set<string> {
  let seen = seenInRun.get(ctx);
  if (!seen) seenInRun.set(ctx, (seen = new Set()));
  return seen;
}

function ordered(files: string[], set: MarcSet): string[] {
  const preferred = set.preferred ?? [];
  const rank = (file: string) => {
    const at = preferred.findIndex((p) => p.test(path.basename(file)));
    return at === -1 ? preferred.length : at;
  };
  return files
    .filter((file) => !set.excluded?.test(path.basename(file)))
    .map((file, index) => ({ file, index, rank: rank(file) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((f) => f.file);
}

function marcImporter(set: MarcSet): SourceImporter {
  return {
    name: set.name,
    description: set.description,
    defaultPath: set.defaultPath,
    async run(ctx: ImportContext, location: string, tally: Tally) {
      // A file named on the command line is read even when the folder walk would leave it out.
      const files = listFiles(location, MARC_FILE);
      const chosen = files.length === 1 && files[0] === location ? files : ordered(files, set);
      function* entries() {
        for (const file of chosen) yield* readMarcFile(file);
      }
      await saveEach<MarcRecord>(
        ctx,
        tally,
        set.name,
        entries(),
        chosen.length,
        (record, repositories) => saveWorkRecord(repositories, mapMarcRecord(record, 'marc')),
        (record) => marcSourceId(record),
        undefined,
        identitiesOf(ctx),
      );
    },
  };
}

export const marc = marcImporter({
  name: 'marc',
  description:
    'MARC 21 bibliographic records: MARCXML (also inside SQL), ISO 2709 in MARC-8 or UTF-8, MARC-in-JSON (a file or a folder)',
  defaultPath: 'nla-blacklight/spec/files/marc',
});

/** The library systems' public test sets (about 5,200 records; each folder's SOURCE.md). */
export const MARC_TEST_SETS: readonly SourceImporter[] = [
  marcImporter({
    name: 'marc-solrmarc',
    description: 'MARC: University of Virginia records and format samples from solrmarc (MARC-8)',
    defaultPath: 'solrmarc-test-records/test/data/records',
    // specTestRecs.mrc repeats 23 UVA records, edited for tests: the catalogue's own come first.
    preferred: [/^uva_001_2000\.mrc$/],
  }),
  marcImporter({
    name: 'marc-evergreen',
    description:
      "MARC: Evergreen's test sets (jazz, French, Armenian, Hebrew, Nepali, maps, serials, RDA) and the Concerto records in SQL",
    defaultPath: 'evergreen-datasets/Open-ILS/tests/datasets',
    // The Concerto SQL repeats the RDA, French and map records with their blanks collapsed: last.
    preferred: [/\.(mrc|marc)$/, /\.xml$/],
  }),
  marcImporter({
    name: 'marc-bibframe',
    description:
      'MARC: records of LC, Princeton, DNB, GWU, NLM, OCLC and the British Library (marc2bibframe2)',
    defaultPath: 'marc2bibframe2-dataset/dataset',
  }),
  marcImporter({
    name: 'marc-marc4j',
    description:
      'MARC: Pride and Prejudice editions, translations, audiobooks and films, and computer files (marc4j)',
    defaultPath: 'marc4j-test-records/test/resources',
    // The copy with errors on purpose is a rejection test, not demo data.
    excluded: /-with-many-errors\.mrc$/,
  }),
  marcImporter({
    name: 'marc-traject',
    description: 'MARC: the Blacklight demo records (traject)',
    defaultPath: 'traject-test-support/test/test_support',
    // The MARCXML file is a conversion of the ISO 2709 one.
    preferred: [/\.mrc$/],
  }),
];
