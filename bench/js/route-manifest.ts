import fs from 'node:fs';
import path from 'node:path';

/**
 * React Router's browser manifest (build/client/assets/manifest-<hash>.js): the entry module and,
 * per route, its module and the modules it imports. A page's first load is the entry and every
 * matched route's module with its imports: exactly the module preloads the server writes.
 */
interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}

export interface RouteManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

export function readRouteManifest(clientDir: string): RouteManifest {
  const assets = path.join(clientDir, 'assets');
  const file = fs.readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${assets}: build the web app first.`);
  const text = fs.readFileSync(path.join(assets, file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as RouteManifest;
}

/** The route and its ancestors, root first. */
function chainOf(manifest: RouteManifest, id: string): ManifestRoute[] {
  const chain: ManifestRoute[] = [];
  for (
    let route = manifest.routes[id];
    route;
    route = route.parentId ? manifest.routes[route.parentId] : undefined
  )
    chain.unshift(route);
  return chain;
}

/** How well a route pattern fits the path's segments: null when it does not; higher is more specific. */
function fit(pattern: string[], segments: string[]): number | null {
  let score = 0;
  for (let i = 0; i < pattern.length; i += 1) {
    const part = pattern[i] ?? '';
    if (part === '*') return score;
    const segment = segments[i];
    if (part.startsWith(':')) {
      if (segment === undefined) return part.endsWith('?') && i === pattern.length - 1 ? score : null;
      score += 2;
    } else if (segment === part) score += 3;
    else return null;
  }
  return pattern.length >= segments.length ? score + 1 : null;
}

/** The routes a browser address matches, root first (React Router's ranking, simplified). */
export function matchedRoutes(manifest: RouteManifest, address: string): ManifestRoute[] {
  const segments = new URL(address, 'http://localhost').pathname.split('/').filter(Boolean);
  let best: { score: number; chain: ManifestRoute[] } | null = null;
  for (const route of Object.values(manifest.routes)) {
    if (Object.values(manifest.routes).some((r) => r.parentId === route.id)) continue;
    const chain = chainOf(manifest, route.id);
    if (route.index && segments.length > 0) continue;
    const pattern = chain.flatMap((r) => (r.path ?? '').split('/').filter(Boolean));
    const score = fit(pattern, segments);
    if (score !== null && (!best || score > best.score)) best = { score, chain };
  }
  return best?.chain ?? [];
}

/** The scripts a first visit to the address loads: the entry, then each matched route's module and imports. */
export function firstLoadScripts(manifest: RouteManifest, address: string): string[] {
  const scripts = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of matchedRoutes(manifest, address)) {
    scripts.add(route.module);
    for (const imported of route.imports ?? []) scripts.add(imported);
  }
  return [...scripts];
}
