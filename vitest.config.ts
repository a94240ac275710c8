import { defineConfig } from 'vitest/config';

/**
 * Unit tests are *.test.ts; tests against real databases are *.int.test.ts, against a real SolrCloud
 * *.solr.test.ts; e2e has its own config.
 * Files share their worker's modules (isolate: false): importing the server once per worker rather
 * than once per file is most of a file's cost (ADR 053). Every integration file makes its own
 * store, so two files run side by side on their own databases.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          isolate: false,
          include: ['packages/**/*.test.ts', 'apps/**/*.test.ts', 'apps/**/*.test.tsx', 'bench/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/*.solr.test.ts', '**/node_modules/**', '**/build/**'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['packages/**/*.int.test.ts', 'apps/**/*.int.test.ts'],
          exclude: ['**/node_modules/**', '**/build/**'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          isolate: false,
          maxWorkers: 2,
          globalSetup: ['apps/server/test/integration.global-setup.ts'],
        },
      },
      {
        // Against a real SolrCloud of separate JVMs (issue 28): one file at a time, since a test
        // may stop or kill a node of the cluster it shares.
        test: {
          name: 'solr',
          include: ['packages/**/*.solr.test.ts', 'apps/**/*.solr.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 180_000,
          hookTimeout: 300_000,
          maxWorkers: 1,
          globalSetup: ['packages/solr-cluster/test/cluster.global-setup.ts'],
        },
      },
    ],
  },
});
