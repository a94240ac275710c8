import type { ProfileInfo } from '@trove/contracts';
import { cookieOf } from './api.ts';
import { api } from './api-client.ts';

/** Whether a cookie header holds a session at all; without one there is nobody to ask about. */
export function hasSession(cookie: string | null): cookie is string {
  return cookie?.includes('trove_session=') ?? false;
}

/** The signed-in visitor's own profile, asked with their cookie; null when anonymous (ADR 014). */
export async function loadViewer(request: Request): Promise<ProfileInfo | null> {
  const cookie = cookieOf(request);
  if (!hasSession(cookie)) return null;
  const result = await api.profile.info({}, { cookie });
  return result.ok ? result.data : null;
}
