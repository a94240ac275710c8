import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

/** Fails early with a clear message when a source file or folder is missing. */
export function requirePath(location: string): string {
  if (!fs.existsSync(location)) throw new Error(`not found: ${location}`);
  return location;
}

/** Files under a folder (recursively) whose names match, sorted for a stable order. */
export function listFiles(dir: string, match: RegExp): string[] {
  const found: string[] = [];
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (match.test(entry.name)) found.push(full);
    }
  };
  if (!fs.existsSync(dir)) throw new Error(`not found: ${dir}`);
  if (fs.statSync(dir).isDirectory()) walk(dir);
  else found.push(dir);
  return found.sort();
}

/** Lines of a text file, streamed, numbered from 1. */
export async function* readLines(file: string): AsyncGenerator<{ line: string; number: number }> {
  const rl = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  let number = 0;
  for await (const line of rl) yield { line, number: ++number };
}

/** A path shown relative to a base folder in reports, when it lies inside it. */
export function displayPath(file: string, base: string): string {
  const relative = path.relative(base, file);
  return relative && !relative.startsWith('..') ? relative : file;
}
