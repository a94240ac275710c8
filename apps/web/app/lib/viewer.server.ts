import { type ProfileInfo, ProfileInfoSchema } from '@trove/contracts';
import { apiGet, cookieOf } from './api.ts';

/** The signed-in visitor's own profile, asked with their cookie; null when anonymous (ADR 014). */
export async function loadViewer(request: Request): Promise<ProfileInfo | null> {
  const cookie = cookieOf(request);
  // Without a session cookie there is nobody to ask about.
  if (!cookie?.includes('trove_session=')) return null;
  const result = await apiGet('/profile/info', ProfileInfoSchema, { cookie });
  return result.ok ? result.data : null;
}
