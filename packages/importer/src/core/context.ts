import type { Store } from '@trove/db';
import type { LogLine, Progress } from './progress.ts';
import type { Tally } from './summary.ts';

export interface ImportContext {
  store: Store;
  progress: Progress;
  log: LogLine;
}

/** One source of the corpus and how to import it. */
export interface SourceImporter {
  name: string;
  description: string;
  /** Where the source lives: inside the corpus directory, or (outsideCorpus) the working directory. */
  defaultPath: string;
  outsideCorpus?: boolean;
  run(ctx: ImportContext, location: string, tally: Tally): Promise<void>;
}

/** One record read from a file (with what was repaired while reading it), or the reason it could not be read. */
export type Entry<T> =
  | { file: string; position: string | number; value: T; warnings?: string[]; error?: undefined }
  | { file: string; position: string | number; error: string; value?: undefined };
