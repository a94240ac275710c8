import { defineConfig } from 'vitest/config';

/** Unit tests are *.test.ts; tests against real databases are *.int.test.ts; e2e has its own config. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/**/*.test.ts', 'apps/**/*.test.tsx'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**', '**/build/**'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['packages/**/*.int.test.ts', 'apps/**/*.int.test.ts'],
          exclude: ['**/node_modules/**', '**/build/**'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
