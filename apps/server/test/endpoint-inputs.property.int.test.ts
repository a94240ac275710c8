import { createTestStore, storesUnderTest } from '@trove/db/test-support';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectProbe } from './probes/inject-probe.ts';
import { type ProbedApp, probedApp, registeredRoutes } from './probes/probed-app.ts';
import { CALLERS, type CallerKind, requestArbitrary } from './probes/request-arbitrary.ts';
import { type ProbedRoute } from './probes/route-table.ts';
import { abbreviate, describeRequest, problemWith } from './probes/verdict.ts';

/**
 * Every route the server registers, probed with generated requests (fast-check): path parameters,
 * query strings, bodies and content types, well-shaped and hostile, from anonymous callers, a
 * browser past the human check, a reader and a data manager. Whatever comes, the answer is never a
 * 5xx, and an API refusal is JSON `{ error, message }`. The routes are read from Fastify, so a new
 * route is probed without being listed here.
 *
 * Each run draws a new seed and prints it; FC_SEED=<seed> replays a run (PROBE_CASES changes its size).
 */

/** Cases per store, spread over the routes by how much input each takes. */
const CASES_PER_STORE = Number(process.env.PROBE_CASES ?? 7500);
const SEED = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);

/** A route's own seed: the run's, mixed with its name, so adding a route changes no other's cases. */
function routeSeed(name: string): number {
  let hash = SEED;
  for (const ch of name) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0;
  return hash;
}

const scratch = await createTestStore('sqlite');
const ROUTES = await registeredRoutes(scratch);
await scratch.destroy();

function inputWeight(route: ProbedRoute): number {
  if (route.method === 'HEAD') return 0.25;
  const parts = [route.params, route.querystring, route.body].filter(Boolean).length;
  const body = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) ? 1 : 0;
  return 1 + parts + body;
}
const totalWeight = ROUTES.reduce((sum, r) => sum + inputWeight(r), 0);
const PLAN = ROUTES.map((route) => ({
  name: `${route.method} ${route.url}`,
  route,
  runs: Math.max(10, Math.round((CASES_PER_STORE * inputWeight(route)) / totalWeight)),
  seed: routeSeed(`${route.method} ${route.url}`),
}));

describe.each(await storesUnderTest())('generated requests to every route on %s', (dialect) => {
  let probed: ProbedApp;

  beforeAll(async () => {
    console.log(
      `endpoint properties on ${dialect}: seed ${SEED} (replay with FC_SEED=${SEED}), ${PLAN.reduce((n, p) => n + p.runs, 0)} cases over ${PLAN.length} routes`,
    );
    probed = await probedApp(await createTestStore(dialect));
  });
  afterAll(async () => {
    await probed.close();
  });

  it('probes every route the server registers', () => {
    expect(probed.routes.map((r) => `${r.method} ${r.url}`)).toEqual(PLAN.map((p) => p.name));
    expect(PLAN.reduce((n, p) => n + p.runs, 0)).toBeGreaterThanOrEqual(CASES_PER_STORE * 0.95);
  });

  it('sends each caller as who it is: signed in with its CSRF token, or not', async () => {
    const call = (caller: CallerKind, method: string, url: string, sameSite = true, body?: object) =>
      injectProbe(probed.app, probed.store, probed.accounts, {
        method,
        url,
        headers: body ? { 'content-type': 'application/json' } : {},
        ...(body ? { body: JSON.stringify(body) } : {}),
        caller,
        sameSite,
        remoteAddress: '127.0.0.1',
      });
    const statuses = await Promise.all(
      CALLERS.map(async (c) => (await call(c, 'GET', '/api/profile/info')).status),
    );
    expect(statuses).toEqual([401, 401, 200, 200]);
    const removal = { targets: [{ type: 'work', id: 1 }], tags: [{ content: 'x', priv: null }] };
    expect((await call('reader', 'POST', '/api/tag/bulkDelete', true, removal)).status).toBe(200);
    const forged = await call('reader', 'POST', '/api/tag/bulkDelete', false, removal);
    expect([forged.status, JSON.parse(forged.body).error]).toEqual([403, 'csrf']);
  });

  it.each(PLAN)(
    '$name: no 5xx, and every API refusal is JSON { error, message }',
    async ({ route, runs, seed }) => {
      const run = await fc.check(
        fc.asyncProperty(requestArbitrary(route, probed.context), async (request) => {
          const response = await injectProbe(probed.app, probed.store, probed.accounts, request);
          const problem = problemWith(request, response);
          if (problem)
            throw new Error(`${problem}: ${describeRequest(request)}\nanswer: ${abbreviate(response.body)}`);
        }),
        { numRuns: runs, seed },
      );
      // The shrunk request, abbreviated, rather than fast-check's full dump of it.
      if (run.failed) {
        const cause =
          run.errorInstance instanceof Error ? run.errorInstance.message : String(run.errorInstance);
        expect.fail(`after ${run.numRuns} cases (FC_SEED=${SEED} replays): ${cause}`);
      }
    },
  );
});
