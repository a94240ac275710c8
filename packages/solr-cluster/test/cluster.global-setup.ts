import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { SolrCluster } from '../src/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The nodes of the cluster the Solr suite shares (each test file makes its own collections). */
    solrUrls: string[];
  }
}

/**
 * Before the Solr suite: one cluster of three nodes for every file that does not need a cluster of
 * its own (a file that kills nodes starts its own), or the one SOLR_TEST_URLS names. Stopped after
 * the suite.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // While working on the suite: a cluster already running (npm run solr:cluster) saves its start.
  const running = process.env.SOLR_TEST_URLS;
  if (running) {
    project.provide('solrUrls', running.split(','));
    return async () => {};
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'solr-suite-'));
  const cluster = await SolrCluster.start({ dir });
  project.provide('solrUrls', cluster.urls);
  return async () => {
    await cluster.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
