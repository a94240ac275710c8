import { type ApiResult, apiTransport } from '@trove/contracts';

interface Entry {
  expires: number;
  value: Promise<ApiResult<unknown>>;
}

/**
 * One table per API the pages are served from: a process serves one portal, but a test process
 * mounts many, each on a store of its own, and one's answers must not be another's.
 */
const tables = new WeakMap<object, Map<string, Entry>>();
const overHttp = new Map<string, Entry>();

function entriesOfThisPortal(): Map<string, Entry> {
  const transport = apiTransport();
  if (!transport) return overHttp;
  let entries = tables.get(transport);
  if (!entries) tables.set(transport, (entries = new Map()));
  return entries;
}

/**
 * Keeps successful answers for the spec's cache lifetimes (01 §9), shared by every request of this
 * portal; failures (and calls that threw) are not kept, so the next request tries again.
 */
export function cached<T>(
  key: string,
  seconds: number,
  load: () => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
  const entries = entriesOfThisPortal();
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<ApiResult<T>>;
  const value = load();
  entries.set(key, { expires: now + seconds * 1000, value });
  // A failure, or a call that threw (the API did not answer in time), is not kept.
  const forget = () => {
    if (entries.get(key)?.value === value) entries.delete(key);
  };
  void value.then((result) => {
    if (!result.ok) forget();
  }, forget);
  return value;
}
