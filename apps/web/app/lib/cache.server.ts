import type { ApiResult } from '@trove/contracts';

interface Entry {
  expires: number;
  value: Promise<ApiResult<unknown>>;
}

const entries = new Map<string, Entry>();

/**
 * Keeps successful answers for the spec's cache lifetimes (01 §9), shared by every request of this
 * server process; failures (and calls that threw) are not kept, so the next request tries again.
 */
export function cached<T>(
  key: string,
  seconds: number,
  load: () => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
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
