/**
 * npm run bench:js -- [--build] [--build-dir apps/web/build] [--base-url http://127.0.0.1:3000] [--page /…] [--top 8]
 *
 * Issue 14 §4, ADR 035: the first-load JavaScript of the home, results, work and article pages
 * (the scripts a page names, module preloads included, as `npm run bench:compression` counts
 * them), raw, gzip 9 and brotli 11, and each page's largest chunks with the modules in them.
 * The scripts come from a running portal's pages (--base-url) or, without one, from the build's
 * route manifest. Module names come from source maps: --build builds the web app with hidden
 * source maps into a temporary directory first (the chunks are the same as a plain build's).
 * Chunks no page loads at first are listed as loaded on demand. A benchmark: it prints figures
 * and never fails on them.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chunkParts } from './chunk-contents.ts';
import { type ScriptSource, manifestSource, portalSource } from './page-scripts.ts';
import { type Chunk, type PageLoad, printOnDemand, printPage, printSummary } from './report.ts';
import { readRouteManifest } from './route-manifest.ts';
import { sum, weigh } from './weigh.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WEB = path.join(ROOT, 'apps/web');

/** The four pages of issue 14 §4; ids 1 exist in the demo corpus. */
const DEFAULT_PAGES: [label: string, address: string][] = [
  ['home', '/'],
  ['results', '/search/category/books?keyword=australia'],
  ['work', '/work/1'],
  ['article', '/newspaper/article/1'],
];

/** Builds the web app with hidden source maps into a temporary directory; answers its build directory. */
function buildWithSourceMaps(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trove-bench-js-'));
  console.log(`Building the web app with source maps into ${dir}…`);
  const built = spawnSync('npx', ['react-router', 'build', '--sourcemapClient', 'hidden'], {
    cwd: WEB,
    env: { ...process.env, WEB_BUILD_DIR: dir },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`The web build failed:\n${built.stderr}`);
  return dir;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      build: { type: 'boolean', default: false },
      'build-dir': { type: 'string', default: path.join(WEB, 'build') },
      'base-url': { type: 'string' },
      page: { type: 'string', multiple: true },
      top: { type: 'string', default: '8' },
    },
  });
  const buildDir = values.build ? buildWithSourceMaps() : path.resolve(values['build-dir']);
  const clientDir = path.join(buildDir, 'client');
  const top = Number(values.top) || 8;
  const pages: [string, string][] =
    values.page && values.page.length > 0
      ? values.page.map((address) => [address.split('?')[0] ?? address, address])
      : DEFAULT_PAGES;
  const manifest = readRouteManifest(clientDir);
  const source: ScriptSource = values['base-url']
    ? portalSource(values['base-url'])
    : manifestSource(clientDir, manifest);
  console.log(`First-load JavaScript from ${source.describe}; module names from ${clientDir}`);

  const chunks = new Map<string, Chunk>();
  const chunkOf = async (script: string): Promise<Chunk> => {
    const known = chunks.get(script);
    if (known) return known;
    const chunk = {
      script,
      weight: weigh(await source.read(script)),
      parts: chunkParts(path.join(clientDir, script)),
    };
    chunks.set(script, chunk);
    return chunk;
  };
  const loads: PageLoad[] = [];
  for (const [label, address] of pages) {
    const loaded = await Promise.all((await source.scriptsOf(address)).map(chunkOf));
    loads.push({ label, address, chunks: loaded, total: sum(loaded.map((c) => c.weight)) });
  }
  printSummary(loads);
  for (const load of loads) printPage(load, top);

  const built = fs
    .readdirSync(path.join(clientDir, 'assets'))
    .filter((name) => name.endsWith('.js') && !name.startsWith('manifest-'))
    .map((name) => `/assets/${name}`);
  const onDemand: Chunk[] = [];
  for (const script of built.filter((s) => !chunks.has(s))) {
    const data = fs.readFileSync(path.join(clientDir, script));
    onDemand.push({ script, weight: weigh(data), parts: chunkParts(path.join(clientDir, script)) });
  }
  printOnDemand(onDemand, top);
  if (values.build) fs.rmSync(buildDir, { recursive: true, force: true });
}

await main();
