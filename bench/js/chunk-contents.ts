import fs from 'node:fs';
import path from 'node:path';
import { decode } from '@jridgewell/sourcemap-codec';

/** One part of a chunk: an npm package, or a source file of this repository. */
export interface Part {
  name: string;
  /** Minified bytes of the chunk that come from it. */
  bytes: number;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Where a source comes from (its absolute path): an npm package by name, or a file of this
 * repository, `app/…` for the web app's and `@trove/<package>/…` for a workspace package's.
 */
export function partName(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [first = '', second = ''] = source.slice(modules + 'node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const own = path.relative(ROOT, source);
  const web = own.match(/^apps\/web\/(app\/.+)$/);
  if (web?.[1]) return web[1];
  const workspace = own.match(/^packages\/([^/]+)\/(?:src\/)?(.+)$/);
  if (workspace) return `@trove/${workspace[1]}/${workspace[2]}`;
  return own;
}

/**
 * What a built chunk is made of, from its source map: each minified byte counted for the source
 * its mapping segment names (bytes with no source, such as the bundler's glue, as '(bundler)').
 * Null when the chunk has no map beside it.
 */
export function chunkParts(file: string): Part[] | null {
  const mapFile = `${file}.map`;
  if (!fs.existsSync(mapFile)) return null;
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as {
    sources: string[];
    sourceRoot?: string;
    mappings: string;
  };
  // The build names sources relative to the map (and its sourceRoot).
  const sources = map.sources.map((source) =>
    partName(path.resolve(path.dirname(mapFile), map.sourceRoot ?? '', source)),
  );
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const bytes = new Map<string, number>();
  const add = (name: string, count: number) => bytes.set(name, (bytes.get(name) ?? 0) + count);
  decode(map.mappings).forEach((segments, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    // What comes before the line's first mapping (or a line without any) is the bundler's own.
    add('(bundler)', segments[0]?.[0] ?? line.length);
    segments.forEach((segment, i) => {
      const end = segments[i + 1]?.[0] ?? line.length;
      const source = segment.length > 1 ? sources[segment[1] ?? -1] : undefined;
      add(source ?? '(bundler)', end - segment[0]);
    });
  });
  return [...bytes]
    .filter(([, count]) => count > 0)
    .map(([name, count]) => ({ name, bytes: count }))
    .sort((a, b) => b.bytes - a.bytes);
}
