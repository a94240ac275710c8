import { startServer } from './server.ts';

/**
 * One portal with the real demo corpus for every journey. Its address and DATA_DIR reach the
 * workers as environment (journey.ts's `inject`); what it returns stops it after the last journey.
 */
export default async function setup(): Promise<() => Promise<void>> {
  // Each visitor sends an address of its own through the loopback 'proxy' (visitor-address.ts).
  const server = await startServer({ TRUST_PROXY: 'loopback' });
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
  return () => server.stop();
}
