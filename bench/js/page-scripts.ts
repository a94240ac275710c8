import fs from 'node:fs';
import path from 'node:path';
import { firstLoadScripts, type RouteManifest } from './route-manifest.ts';

/** Where the scripts of a first visit are read from: a running portal's pages, or the build's manifest. */
export interface ScriptSource {
  describe: string;
  /** The script paths (/assets/…) a first visit to the address loads. */
  scriptsOf(address: string): Promise<string[]>;
  read(script: string): Promise<Buffer>;
}

/**
 * The scripts a page names (module preloads, scripts and the entry's dynamic import), as
 * `npm run bench:compression` counts them; style sheets are left out.
 */
export function scriptsInHtml(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)) found.add(match[1] ?? '');
  for (const match of html.matchAll(/import\(["'](\/assets\/[^"']+\.js)["']\)/g)) found.add(match[1] ?? '');
  found.delete('');
  return [...found];
}

async function fetchBody(url: URL): Promise<Buffer> {
  // No accept-encoding: the bytes as stored; the benchmark compresses them itself.
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

export function portalSource(baseUrl: string): ScriptSource {
  const base = new URL(baseUrl);
  return {
    describe: `the pages of ${base.origin}`,
    scriptsOf: async (address) => scriptsInHtml((await fetchBody(new URL(address, base))).toString('utf8')),
    read: (script) => fetchBody(new URL(script, base)),
  };
}

export function manifestSource(clientDir: string, manifest: RouteManifest): ScriptSource {
  return {
    describe: `the route manifest of ${clientDir}`,
    scriptsOf: (address) => Promise.resolve(firstLoadScripts(manifest, address)),
    read: (script) => fs.promises.readFile(path.join(clientDir, script)),
  };
}
