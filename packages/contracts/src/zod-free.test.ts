import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * ADR 035: the browser's first load takes the spec's rules, limits and words from these modules,
 * and the package declares no side effects, so a page that uses them ships without zod (which
 * comes only with the API client, when a page first calls the API). A runtime import of zod in
 * any of them, directly or through a module they import, would bring it back to every page.
 */
const SRC = import.meta.dirname;
const CORE = [
  'limits.ts',
  'messages.ts',
  'validators.ts',
  'categories.ts',
  'formats.ts',
  'own-value.ts',
  'search/criteria.ts',
  'search/facets.ts',
  'search/panels.ts',
  'api/transport.ts',
  // 'Show the API call' (issue 18 §3) translates a results page's address in the browser (ADR 051).
  'v3/translate.ts',
  'v3/result-query.ts',
];
const RULES = fs
  .readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('-rules.ts'));

/** The modules a file imports at run time: `import type` and all-type `{ type A }` imports are left out. */
function runtimeImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(/^(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s+'([^']+)'/gm)) {
    const [, typeOnly, clause = '', specifier = ''] = match;
    if (typeOnly) continue;
    const names = clause
      .match(/^\{([^}]*)\}$/)?.[1]
      ?.split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    if (names && names.length > 0 && names.every((n) => n.startsWith('type '))) continue;
    found.push(specifier);
  }
  return found;
}

/** The chain of modules by which `file` reaches zod at run time, or null when it does not. */
function zodPath(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const specifier of runtimeImports(file)) {
    if (specifier === 'zod' || specifier.startsWith('zod/')) return [path.relative(SRC, file)];
    if (!specifier.startsWith('.')) continue;
    const via = zodPath(path.resolve(path.dirname(file), specifier), seen);
    if (via) return [path.relative(SRC, file), ...via];
  }
  return null;
}

describe('the modules the browser loads without the API client', () => {
  it.each([...CORE, ...RULES])('%s reaches no zod at run time', (file) => {
    expect(zodPath(path.join(SRC, file))).toBeNull();
  });

  it('the check sees a zod import through another module', () => {
    expect(zodPath(path.join(SRC, 'api/tags.ts'))).toEqual(['api/tags.ts']);
    expect(zodPath(path.join(SRC, 'endpoints/client.ts'))).toEqual(['endpoints/client.ts', 'api/errors.ts']);
  });
});
