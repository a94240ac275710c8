import type { ApiResult } from '@trove/contracts';
import type { api as Client } from './api-client.ts';

type Calls = Record<string, Record<string, (...args: unknown[]) => Promise<ApiResult<unknown>>>>;

let loading: Promise<Calls> | null = null;

/** The typed client with the endpoint table and its schemas, fetched once, at the first call. */
function loadClient(): Promise<Calls> {
  loading ??= import('./api-client.ts').then(
    (module) => module.api as unknown as Calls,
    (error: unknown) => {
      // A failed fetch of the script (offline) is tried again at the next call.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Fetches the client ahead of a call the visitor is about to make (they turned on a tool that
 * calls the API), so that its first answer does not wait for the script too.
 */
export function preloadApi(): void {
  loadClient().catch(() => undefined);
}

async function call(group: string, name: string, args: unknown[]): Promise<ApiResult<unknown>> {
  let client: Calls;
  try {
    client = await loadClient();
  } catch (error) {
    return {
      ok: false,
      status: 0,
      kind: 'network',
      message: error instanceof Error ? error.message : String(error),
    };
  }
  const send = client[group]?.[name];
  if (!send) throw new Error(`No API call ${group}.${name}`);
  return send(...args);
}

/**
 * The API as the browser's interactive code calls it (`api.tags.remove({ id })`): the calls and
 * answers of api-client.ts, whose endpoint table and zod schemas are fetched with the first call
 * rather than with every page (ADR 035). Loaders on the server use api-client.ts itself.
 */
export const api = new Proxy({} as typeof Client, {
  get: (_client, group: string) =>
    new Proxy(
      {},
      {
        get:
          (_group, name: string) =>
          (...args: unknown[]) =>
            call(group, name, args),
      },
    ),
});
