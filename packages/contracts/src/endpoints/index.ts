import { tags } from './tags.ts';
import { articles } from './articles.ts';
import { bookshops } from './bookshops.ts';
import { citations } from './citations.ts';
import { copyright } from './copyright.ts';
import { curation } from './curation.ts';
import { people } from './people.ts';
import { versions } from './versions.ts';
import { works } from './works.ts';

export * from './endpoint.ts';
export * from './client.ts';

/**
 * Every API call, grouped by aggregate (ADR 027). The server registers its routes from this
 * table and the web app, the end-to-end tests and the benchmarks call the API through its client.
 */
export const ENDPOINTS = {
  tags,
  works,
  versions,
  people,
  articles,
  citations,
  copyright,
  bookshops,
  curation,
};
