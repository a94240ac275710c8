import type { Part } from './chunk-contents.ts';
import { type Weight, kb } from './weigh.ts';

export interface Chunk {
  script: string;
  weight: Weight;
  /** What it is made of, largest first; null without a source map. */
  parts: Part[] | null;
}

export interface PageLoad {
  label: string;
  address: string;
  chunks: Chunk[];
  total: Weight;
}

const fileOf = (script: string) => script.replace(/^\/assets\//, '');

/** A part as a page's summary groups it: npm packages by name, the web app's code as 'app'. */
function groupOf(part: string): string {
  if (part.startsWith('app/')) return 'app';
  return part
    .split('/')
    .slice(0, part.startsWith('@') ? 2 : 1)
    .join('/');
}

function percent(part: number, whole: number): string {
  return `${Math.round((part / Math.max(whole, 1)) * 100)}%`;
}

/** The chunk's largest parts, as `react-dom 98%, scheduler 2%`. */
function contents(chunk: Chunk, shown: number): string {
  if (!chunk.parts) return '(no source map: run with --build to see the modules)';
  const whole = chunk.parts.reduce((n, p) => n + p.bytes, 0);
  const named = chunk.parts.slice(0, shown).map((p) => `${p.name} ${percent(p.bytes, whole)}`);
  const rest = chunk.parts.length - shown;
  return rest > 0 ? `${named.join(', ')} and ${rest} more` : named.join(', ');
}

export function printSummary(loads: readonly PageLoad[]): void {
  const width = Math.max(...loads.map((l) => l.address.length), 7);
  const labels = Math.max(...loads.map((l) => l.label.length), 4) + 2;
  console.log(
    `\n${'page'.padEnd(labels)}${'address'.padEnd(width + 2)}${'scripts'.padStart(7)}${'raw'.padStart(11)}${'gzip'.padStart(11)}${'brotli'.padStart(11)}`,
  );
  for (const load of loads)
    console.log(
      `${load.label.padEnd(labels)}${load.address.padEnd(width + 2)}${String(load.chunks.length).padStart(7)}${kb(load.total.raw).padStart(11)}${kb(load.total.gzip).padStart(11)}${kb(load.total.brotli).padStart(11)}`,
    );
}

export function printPage(load: PageLoad, top: number): void {
  console.log(
    `\n${load.label} (${load.address}): ${load.chunks.length} scripts, ${kb(load.total.brotli)} brotli`,
  );
  const groups = new Map<string, number>();
  for (const part of load.chunks.flatMap((c) => c.parts ?? []))
    groups.set(groupOf(part.name), (groups.get(groupOf(part.name)) ?? 0) + part.bytes);
  if (groups.size > 0) {
    const byPackage = [...groups].sort((a, b) => b[1] - a[1]);
    console.log(
      `  by package (minified bytes): ${byPackage.map(([name, bytes]) => `${name} ${kb(bytes)}`).join(' · ')}`,
    );
  }
  console.log(`  largest chunks:${'brotli'.padStart(32)}${'raw'.padStart(10)}  contents`);
  const largest = [...load.chunks].sort((a, b) => b.weight.brotli - a.weight.brotli).slice(0, top);
  for (const chunk of largest)
    console.log(
      `    ${fileOf(chunk.script).padEnd(36)}${kb(chunk.weight.brotli).padStart(9)}${kb(chunk.weight.raw).padStart(10)}  ${contents(chunk, 5)}`,
    );
}

/** The build's other chunks: what loads only when something on a page asks for it. */
export function printOnDemand(chunks: readonly Chunk[], top: number): void {
  if (chunks.length === 0) return;
  console.log(
    `\nLoaded on demand (in none of these first loads), largest ${Math.min(top, chunks.length)} of ${chunks.length}:`,
  );
  for (const chunk of [...chunks].sort((a, b) => b.weight.brotli - a.weight.brotli).slice(0, top))
    console.log(
      `    ${fileOf(chunk.script).padEnd(36)}${kb(chunk.weight.brotli).padStart(9)}${kb(chunk.weight.raw).padStart(10)}  ${contents(chunk, 4)}`,
    );
}
