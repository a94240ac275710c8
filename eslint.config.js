import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Imports flow one way: contracts <- db <- search <- importer, server; marc (MARC decoding) depends
 * on nothing internal and is used by importer and server; the web app sees only contracts; the
 * development and test SolrCloud (solr-cluster) uses search's Solr admin client and nothing else.
 */
const boundaries = {
  'packages/contracts/**': [
    '@trove/marc',
    '@trove/db',
    '@trove/search',
    '@trove/importer',
    '@trove/server',
    '@trove/web',
  ],
  'packages/marc/**': [
    '@trove/contracts',
    '@trove/db',
    '@trove/search',
    '@trove/importer',
    '@trove/server',
    '@trove/web',
  ],
  'packages/db/**': ['@trove/marc', '@trove/search', '@trove/importer', '@trove/server', '@trove/web'],
  'packages/search/**': ['@trove/marc', '@trove/importer', '@trove/server', '@trove/web'],
  'packages/importer/**': ['@trove/server', '@trove/web'],
  'packages/solr-cluster/**': ['@trove/marc', '@trove/db', '@trove/importer', '@trove/server', '@trove/web'],
  'apps/web/**': [
    '@trove/marc',
    '@trove/db',
    '@trove/search',
    '@trove/importer',
    '@trove/server',
    'better-sqlite3',
    'pg',
  ],
};

/** Only packages/db writes SQL: elsewhere the store is reached through its repositories and named types. */
const queryBuilder = {
  group: ['kysely'],
  message: 'Only packages/db imports the query builder; use a repository or a named type from @trove/db.',
};
const outsideDb = (glob) => glob !== 'packages/db/**';

/**
 * A web feature (apps/web/app/features/<name>/) imports no other feature, and shared components import
 * none: what several features use lives in apps/web/app/components/. Read from the tree so that a new
 * feature is covered without editing this file.
 */
const webFeatures = 'apps/web/app/features';
const featureNames = readdirSync(new URL(webFeatures, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = [
  ...featureNames.map((name) => ({
    target: `./${webFeatures}/${name}`,
    from: `./${webFeatures}`,
    except: [`./${name}`],
    message: 'A feature does not import another feature: move what they share to app/components/.',
  })),
  {
    target: './apps/web/app/components',
    from: `./${webFeatures}`,
    message: 'Shared components do not import features: the feature owns what only it uses.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
      // The cycle check parses every imported module; TypeScript needs its own parser for that.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: featureZones, basePath: import.meta.dirname }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    ignores: ['packages/db/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [queryBuilder] }] },
  },
  ...Object.entries(boundaries).map(([glob, forbidden]) => ({
    files: [glob],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: forbidden,
              message: 'This import crosses a package boundary (see docs/ARCHITECTURE.md).',
            },
            ...(outsideDb(glob) ? [queryBuilder] : []),
            {
              group: ['../../packages/*', '../../apps/*', '../../../packages/*'],
              message: 'Import workspace packages by name.',
            },
          ],
        },
      ],
    },
  })),
  {
    // The test support hands out the query builder (queryBuilderOf); only tests may reach for it.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/test/**', 'e2e/**', 'packages/db/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@trove/db/test-support'],
              message: 'Only tests import the test support; code reaches the store through its repositories.',
            },
          ],
        },
      ],
    },
  },
  {
    // Services speak the domain (domain/errors.ts); only the HTTP layer knows requests and statuses.
    files: ['apps/server/src/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/http/*', 'fastify', 'fastify/*', '@fastify/*'],
              message: 'Services do not import the HTTP layer: throw domain errors (domain/errors.ts).',
            },
            // A later block replaces the rule's options for its files, so the store's rule goes along.
            queryBuilder,
          ],
        },
      ],
    },
  },
);
