import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Maven project of one Solr node (solr/node): its pom, sources and what Maven builds. */
export const NODE_PROJECT = path.resolve(fileURLToPath(new URL('../../../solr/node', import.meta.url)));
const CLASSES = path.join(NODE_PROJECT, 'target', 'classes');
const CLASSPATH_FILE = path.join(NODE_PROJECT, 'target', 'classpath.txt');
/** Written after each build (Maven leaves an unchanged classpath file as it was). */
const BUILT = path.join(NODE_PROJECT, 'target', 'built');

/**
 * The Java classpath of a Solr node and of ZooKeeper: the node's compiled classes and the jars
 * Maven resolved (solr-test-framework 9.10.1 and what it brings). Compiled once, and again only
 * when the pom or a source is newer than the last build.
 */
export function solrClasspath(log: (line: string) => void = () => undefined): string {
  if (stale()) {
    log('building the Solr node (Maven: solr-test-framework 9.10.1 and its dependencies)…');
    execFileSync(
      'mvn',
      [
        '-q',
        '-B',
        '-Dstyle.color=never',
        'compile',
        'dependency:build-classpath',
        `-Dmdep.outputFile=${CLASSPATH_FILE}`,
      ],
      { cwd: NODE_PROJECT, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    fs.writeFileSync(BUILT, new Date().toISOString());
  }
  return `${CLASSES}${path.delimiter}${fs.readFileSync(CLASSPATH_FILE, 'utf8').trim()}`;
}

function stale(): boolean {
  if (![CLASSPATH_FILE, CLASSES, BUILT].every((file) => fs.existsSync(file))) return true;
  const built = fs.statSync(BUILT).mtimeMs;
  const sources = [path.join(NODE_PROJECT, 'pom.xml'), ...filesUnder(path.join(NODE_PROJECT, 'src'))];
  return sources.some((file) => fs.statSync(file).mtimeMs > built);
}

function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}
