import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, type RunningServer, startServer } from './server.ts';

/** A Trove API v3 article, as the articles importer reads it. */
export interface SeedArticle {
  id: string;
  heading: string;
  title: { id: string; title: string };
  date: string;
  page: string;
  pageSequence: string;
  articleText: string;
}

/**
 * A portal whose catalogue holds only the given articles, written as Trove API v3 files and
 * loaded by the real import command: for journeys the demo corpus cannot give (one issue with
 * several articles). The server sees a non-empty catalogue and loads no demo corpus.
 */
export async function startSeededServer(articles: SeedArticle[]): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-e2e-seeded-'));
  const folder = path.join(dataDir, 'articles');
  fs.mkdirSync(folder);
  for (const article of articles) {
    fs.writeFileSync(
      path.join(folder, `${article.id}.json`),
      JSON.stringify({ category: 'Article', ...article }),
    );
  }
  execFileSync('npx', ['tsx', 'packages/importer/src/cli/import.ts', 'articles', folder], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  const server = await startServer({ DATA_DIR: dataDir, CORPUS_DIR: 'none' });
  return {
    ...server,
    dataDir,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
