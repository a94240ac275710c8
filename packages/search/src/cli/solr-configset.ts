/**
 * `npm run solr:configset`: writes the parts of the Solr configset (solr/configset) that are made
 * from FTS5's own reading of text, so that both engines find the same words (ADR 055): the
 * MappingCharFilter's file and the text tokenizer's separators. A test fails when they are stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { configsetFiles, MAPPING_FILE, SEPARATORS_FILE } from '../solr/configset.ts';
import { readFts5 } from '../solr/fts5-reading.ts';

const reading = readFts5();
const { mapping, separators } = configsetFiles(reading);
fs.writeFileSync(MAPPING_FILE, mapping);
fs.writeFileSync(SEPARATORS_FILE, separators);
console.log(
  `${path.relative(process.cwd(), MAPPING_FILE)}: ${reading.changed.length} characters folded or dropped; ` +
    `${path.relative(process.cwd(), SEPARATORS_FILE)}: ${reading.separators.length} ranges of separators`,
);
