import {
  V3_CATEGORIES,
  V3_DEFAULT_N,
  V3_ENCODINGS,
  V3_FACETS,
  V3_INCLUDES,
  V3_LIMITS,
  V3_MAX_N,
  V3_RECLEVELS,
  V3_SORTS,
} from '@trove/contracts';
import type { Store, V3ExampleIds } from '@trove/db';

/**
 * The OpenAPI description of /v3 (ADR 051): JSON Schema of each call's parameters, hidden from
 * /api/docs. Each parameter's example is a record the collection holds, read when the document is
 * first asked for, so every example runs against the collection served (the demo corpus).
 */

type Json = Record<string, unknown>;

const encoding = { type: 'string', enum: [...V3_ENCODINGS], default: 'json', description: 'json or xml' };
const reclevel = { type: 'string', enum: [...V3_RECLEVELS], default: 'brief' };
const include = (values: readonly string[]) => ({
  type: 'string',
  description: `Comma-separated or repeated, any case: ${values.join(', ')}`,
});
const idParam = (what: string) => ({
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[0-9]{1,15}$', description: `The ${what}'s id` } },
  required: ['id'],
});

const RECORD_TAGS = ['records'];

function record(summary: string, what: string, includes: readonly string[]): Json {
  return {
    summary,
    tags: RECORD_TAGS,
    hide: true,
    params: idParam(what),
    querystring: { type: 'object', properties: { reclevel, include: include(includes), encoding } },
  };
}

const limitProperties = Object.fromEntries(
  Object.keys(V3_LIMITS).map((name) => [name, { type: 'string', description: `v3 limit ${name}` }]),
);

export const RESULT_SCHEMA: Json = {
  summary: 'Search one, several or all categories',
  description:
    'Trove API v3 /result. `q` takes the query language with fielded indexes and `date:[… TO …]` ranges (a date-time start bound is exclusive, as in v3). Follow `nextStart` from `s=*`; with `bulkHarvest=true` the order is by id and a harvest gets every record once.',
  tags: ['search'],
  hide: true,
  querystring: {
    type: 'object',
    properties: {
      q: { type: 'string', description: 'The query', example: 'tragedy' },
      category: {
        type: 'string',
        description: `Required: all, or one or a comma list of ${V3_CATEGORIES.map((c) => c.code).join(', ')}`,
        example: 'newspaper',
      },
      encoding: { ...encoding, example: 'json' },
      n: { type: 'integer', minimum: 0, maximum: V3_MAX_N, default: V3_DEFAULT_N },
      s: { type: 'string', default: '*', description: "* or the previous answer's nextStart" },
      bulkHarvest: { type: 'boolean', default: false },
      sortby: { type: 'string', enum: Object.keys(V3_SORTS), default: 'relevance' },
      reclevel,
      include: include(V3_INCLUDES),
      facet: {
        type: 'string',
        description: `Repeatable: ${Object.keys(V3_FACETS).join(', ')}`,
        example: 'decade',
      },
      ...limitProperties,
      'l-month': { type: 'string', description: 'A month (01-12) of the one l-year given' },
      'l-artType': { type: 'string', description: 'newspaper or gazette' },
    },
    required: ['category'],
  },
};

export function v3Schemas() {
  return {
    result: RESULT_SCHEMA,
    article: (path: string) =>
      record(`One ${path} article`, 'article', ['articletext', 'tags', 'comments', 'lists']),
    work: record('One work', 'work', ['workversions', 'links', 'holdings', 'tags', 'comments', 'lists']),
    people: record('One person or organisation', 'person', ['tags', 'comments', 'lists']),
    list: record('One public list', 'list', ['listitems']),
    titles: (path: string): Json => ({
      summary: `Every ${path} title`,
      tags: ['titles'],
      hide: true,
      querystring: {
        type: 'object',
        properties: { state: { type: 'string', description: 'A state, by name or abbreviation' }, encoding },
      },
    }),
    title: (path: string): Json => ({
      summary: `One ${path} title, its years and issues`,
      tags: ['titles'],
      hide: true,
      params: idParam('title'),
      querystring: {
        type: 'object',
        properties: {
          include: { type: 'string', description: 'years' },
          range: {
            type: 'string',
            pattern: '^[0-9]{8}-[0-9]{8}$',
            description: 'YYYYMMDD-YYYYMMDD: list the issues',
          },
          encoding,
        },
      },
    }),
    contributors: {
      summary: 'Contributing organisations',
      tags: ['contributors'],
      hide: true,
      querystring: { type: 'object', properties: { q: { type: 'string' }, reclevel, encoding } },
    } as Json,
    contributor: {
      summary: 'One contributing organisation',
      tags: ['contributors'],
      hide: true,
      params: { type: 'object', properties: { nuc: { type: 'string' } }, required: ['nuc'] },
      querystring: { type: 'object', properties: { reclevel, encoding } },
    } as Json,
  };
}

export type V3Examples = V3ExampleIds;

export function readExamples(store: Pick<Store, 'v3'>): Promise<V3Examples> {
  return store.v3.v3ExampleIds();
}

/** The example of each path parameter, by route: a record the collection holds. */
function pathExample(url: string, ex: V3Examples): string | null {
  const id = (value: number | string | null) => (value === null ? null : String(value));
  const table: [RegExp, string | null][] = [
    [/\/newspaper\/title\/:id$/, id(ex.newspaperTitle)],
    [/\/gazette\/title\/:id$/, id(ex.gazetteTitle)],
    [/\/magazine\/title\/:id$/, id(ex.magazineTitle)],
    [/\/newspaper\/:id$/, id(ex.article)],
    [/\/gazette\/:id$/, id(ex.gazetteArticle)],
    [/\/work\/:id$/, id(ex.work)],
    [/\/people\/:id$/, id(ex.person)],
    [/\/list\/:id$/, id(ex.list)],
    [/\/contributor\/:nuc$/, id(ex.nuc)],
  ];
  return table.find(([pattern]) => pattern.test(url))?.[1] ?? null;
}

/** A route's schema with its examples filled in, for the document (the route keeps its own). */
export function withExamples(schema: Json, url: string, ex: V3Examples | null): Json {
  if (!ex) return schema;
  const params = schema.params as { properties: Record<string, Json> } | undefined;
  const example = pathExample(url, ex);
  if (!params || example === null) return schema;
  const [name] = Object.keys(params.properties);
  if (!name) return schema;
  return {
    ...schema,
    params: { ...params, properties: { [name]: { ...params.properties[name], example } } },
  };
}
