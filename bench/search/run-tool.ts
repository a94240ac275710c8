import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { REPO_ROOT } from './paths.ts';

/**
 * Runs a repository TypeScript entry point with tsx (`node --import tsx`), its output appended to
 * a log file, and resolves when it exits 0. Used for the corpus generator and the importer.
 */
export async function runTool(
  entry: string,
  args: string[],
  options: { env: Record<string, string | undefined>; logFile: string },
): Promise<void> {
  const log = fs.openSync(options.logFile, 'a');
  const env = { ...process.env, ...options.env };
  for (const [key, value] of Object.entries(options.env)) if (value === undefined) delete env[key];
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', log, log],
    });
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', resolve);
    });
    if (code !== 0) {
      const tail = fs.readFileSync(options.logFile, 'utf8').slice(-3000);
      throw new Error(
        `${entry} ${args.join(' ')} exited with ${code}. Its log (${options.logFile}):\n${tail}`,
      );
    }
  } finally {
    fs.closeSync(log);
  }
}
