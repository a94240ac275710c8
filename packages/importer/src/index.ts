/** @trove/importer: importers for every corpus source, the demo loader, the synthetic corpus. */
export {
  loadDemoCorpus,
  defaultCorpusDir,
  type DemoOptions,
  type DemoResult,
  SYNTHETIC_DEMO_RECORDS,
} from './demo.ts';
export type { ImportSummary, Rejection } from './core/summary.ts';
export type { ImportContext, SourceImporter } from './core/context.ts';
export { createProgress, silentProgress, type Progress } from './core/progress.ts';
export { IMPORTERS, DEMO_SOURCES, findImporter } from './registry.ts';
export { runImport, formatSummaries } from './run-import.ts';
export { groupKey, normaliseTitle } from './core/group-key.ts';
export { writeSyntheticCorpus } from './synthetic/write-corpus.ts';
export { builtinVocabulary } from './synthetic/builtin-vocabulary.ts';
export { corpusVocabulary } from './synthetic/corpus-vocabulary.ts';
export type { Vocabulary } from './synthetic/vocabulary.ts';
export { linkWorksToPeople } from './links/link-people.ts';
