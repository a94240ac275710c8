import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The real corpus the tests read: CORPUS_DIR, or ../shared/data beside the repository. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const CORPUS_DIR = process.env.CORPUS_DIR ?? path.resolve(repoRoot, '../shared/data');
export const corpusExists = fs.existsSync(CORPUS_DIR);
export const corpusPath = (...parts: string[]) => path.join(CORPUS_DIR, ...parts);
export const PYMARC = (file: string) => corpusPath('pymarc/test', file);
