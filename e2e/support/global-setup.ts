import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR: journeys grant roles with the accounts command against its store. */
    dataDir: string;
  }
}

/** One portal with the real demo corpus for every journey. */
export default async function setup(project: TestProject) {
  // Each visitor sends an address of its own through the loopback 'proxy' (visitor-address.ts).
  const server = await startServer({ TRUST_PROXY: 'loopback' });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  return () => server.stop();
}
