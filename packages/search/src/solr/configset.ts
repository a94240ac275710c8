import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Fts5Reading, mappingFile, separatorsFile } from './fts5-reading.ts';

/** The portal's configset in the repository, which operators upload to their SolrCloud. */
export const CONFIGSET_DIR = path.resolve(
  fileURLToPath(new URL('../../../../solr/configset', import.meta.url)),
);
export const MAPPING_FILE = path.join(CONFIGSET_DIR, 'fts5-mapping.txt');
export const SEPARATORS_FILE = path.join(CONFIGSET_DIR, 'fts5-separators.txt');

/**
 * The configset's files made from FTS5's reading of words: the character mapping, and the
 * separators the portal's tokenizer (solr/node, Fts5TokenizerFactory) splits words at.
 */
export function configsetFiles(reading: Fts5Reading): { mapping: string; separators: string } {
  return { mapping: mappingFile(reading), separators: separatorsFile(reading) };
}
