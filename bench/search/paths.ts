import path from 'node:path';

/** The repository root (bench/search/ is two levels down). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Everything the benchmark builds lives under data/bench (gitignored). */
export const BENCH_DIR = path.join(REPO_ROOT, 'data', 'bench');

/** One cache folder per corpus shape: the corpus, the SQLite store and the index folders. */
export interface CachePaths {
  root: string;
  corpus: string;
  sqliteData: string;
  postgresData: string;
  logs: string;
}

export function cachePaths(records: number, seed: number): CachePaths {
  const root = path.join(BENCH_DIR, `r${records}-s${seed}`);
  return {
    root,
    corpus: path.join(root, 'corpus'),
    sqliteData: path.join(root, 'sqlite'),
    postgresData: path.join(root, 'postgres-index'),
    logs: path.join(root, 'logs'),
  };
}

/** The dedicated PostgreSQL database of a corpus shape. */
export function postgresDatabaseName(records: number, seed: number): string {
  return `trove_bench_${records}_s${seed}`;
}
