import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Fts5Reading, mappingFile, separatorPattern } from './fts5-reading.ts';

/** The portal's configset in the repository, which operators upload to their SolrCloud. */
export const CONFIGSET_DIR = path.resolve(
  fileURLToPath(new URL('../../../../solr/configset', import.meta.url)),
);
export const MAPPING_FILE = path.join(CONFIGSET_DIR, 'fts5-mapping.txt');
export const SCHEMA_FILE = path.join(CONFIGSET_DIR, 'managed-schema.xml');

/** The word-splitting tokenizers' pattern attributes in the schema (stemmed and unstemmed words). */
const PATTERN = /(<tokenizer name="pattern" pattern=")[^"]*(")/g;

/** The configset's generated parts, as FTS5 reads words: the mapping file and the tokenizer's pattern. */
export function configsetFiles(reading: Fts5Reading): { mapping: string; schema: string } {
  const schema = fs.readFileSync(SCHEMA_FILE, 'utf8');
  if (!schema.match(PATTERN)) throw new Error(`${SCHEMA_FILE} has no <tokenizer name="pattern" pattern="…">`);
  return {
    mapping: mappingFile(reading),
    schema: schema.replaceAll(
      PATTERN,
      (_, open: string, close: string) => `${open}${separatorPattern(reading)}${close}`,
    ),
  };
}
