import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CATEGORIES, CATEGORY_NAMESPACE, ENDPOINTS, apiPathOf } from '@trove/contracts';
import { openStore } from '@trove/db';
import fc from 'fast-check';
import { buildApp } from '../../apps/server/src/app.ts';
import { mountWeb } from '../../apps/server/src/web.ts';
import type { JsonSchema } from '../../apps/server/test/probes/json-schema-arbitrary.ts';
import {
  CALLERS,
  type ProbeContext,
  type ProbeRequest,
  percentEncode,
  requestArbitrary,
} from '../../apps/server/test/probes/request-arbitrary.ts';
import { type ProbedRoute, routeRecorder } from '../../apps/server/test/probes/route-table.ts';

/** A generated request with the route (or page) it was made for. */
export interface FuzzCase {
  target: string;
  request: ProbeRequest;
}

/**
 * Every route the server registers, read from a server built over a scratch store with the web app
 * mounted as the real one mounts it: the API, the sign-in pages, the page catch-all and each file of
 * the build.
 */
export async function registeredRoutes(buildDir: string): Promise<ProbedRoute[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-fuzz-routes-'));
  const store = openStore({ dataDir: dir });
  try {
    await store.migrate();
    const recorder = routeRecorder();
    const app = await buildApp({
      store,
      searchEngine: null,
      config: { productName: 'Trove', publicUrl: 'http://localhost:3000', systemTag: null },
      onRoute: recorder.onRoute,
    });
    await mountWeb(app, { buildDir, site: { publicUrl: 'http://localhost:3000' }, log: () => undefined });
    await app.ready();
    await app.close();
    return recorder.routes();
  } finally {
    await store.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A file of the web app's build (served as it is), rather than a route with code behind it. */
export function isBuildFile(route: ProbedRoute): boolean {
  return !/^\/(api|auth)\//.test(route.url) && /\.[a-z0-9]+$/i.test(route.url);
}

const ANY_QUERY: JsonSchema = { type: 'object', additionalProperties: { type: 'string' } };

/** Pages whose loaders read their query: searches, collections, the profile area's tabs and filters. */
const QUERIED_PAGES = /^\/(search|collection|userProfile)/;

/**
 * The web app's pages from its build's route manifest (apps/web/app/routes.ts as built), so a new
 * page is fuzzed too. Pages that read their query take any.
 */
export async function pageRoutes(buildDir: string): Promise<ProbedRoute[]> {
  const entry = pathToFileURL(path.join(buildDir, 'server', 'index.js')).href;
  const build = (await import(entry)) as {
    routes: Record<string, { path?: string; parentId?: string; index?: boolean }>;
  };
  const full = (id: string | undefined): string => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return '';
    const own = route.path ?? '';
    const parent = full(route.parentId);
    return own ? `${parent}/${own}`.replace(/\/+/g, '/') : parent;
  };
  const urls = new Set(Object.keys(build.routes).map((id) => full(id) || '/'));
  return [...urls].sort().map((url) => ({
    method: 'GET',
    url,
    ...(QUERIED_PAGES.test(url) ? { querystring: ANY_QUERY } : {}),
  }));
}

/** The search API and the server-rendered search page of each collection, with random searches. */
function searches(context: ProbeContext): fc.Arbitrary<FuzzCase> {
  const category = fc.oneof(
    { weight: 9, arbitrary: fc.constantFrom(...CATEGORIES.map((c) => c.key)) },
    { weight: 1, arbitrary: fc.constantFrom('all', '-1', '0', 'nope', '999999999', '9999999999') },
  );
  const query = context.searchQuery.map((pairs) =>
    pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&'),
  );
  const shape = {
    page: fc.boolean(),
    category,
    query,
    facets: fc.boolean(),
    caller: fc.constantFrom(...CALLERS),
  };
  return fc.record(shape).map(({ page, category, query, facets, caller }) => {
    // The API's path comes from the endpoint table; the query stays the generated raw text.
    const api = facets ? ENDPOINTS.search.facets : ENDPOINTS.search.run;
    const path = page ? `/search/${CATEGORY_NAMESPACE}/${category}` : apiPathOf(api, { category });
    return {
      target: page ? 'GET /search/category/:key (page)' : `${api.method} /api${api.path}`,
      request: {
        method: 'GET',
        url: query ? `${path}?${query}` : path,
        headers: {},
        caller,
        sameSite: true,
        remoteAddress: '127.0.0.1',
      },
    };
  });
}

/** How a case names its route: `GET /api/work/:id`. */
export const targetOf = (route: ProbedRoute): string => `${route.method} ${route.url}`;

/** Every case: a third are searches, the rest spread evenly over the routes and pages. */
export function fuzzCases(routes: ProbedRoute[], context: ProbeContext): fc.Arbitrary<FuzzCase> {
  const perRoute = routes.map((route) =>
    requestArbitrary(route, context).map((request) => ({ target: targetOf(route), request })),
  );
  return fc.oneof(
    { weight: 1, arbitrary: searches(context) },
    { weight: 2, arbitrary: fc.oneof(...perRoute) },
  );
}
