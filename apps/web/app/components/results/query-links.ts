/** The current address with some query parameters changed (null removes one). */
export function withParams(
  pathname: string,
  search: string,
  changes: Record<string, string | number | null>,
): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '' || value === 0) params.delete(key);
    else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${pathname}?${text}` : pathname;
}
