/**
 * Sign-in, sign-up and logout are server pages that send the visitor back to the page they came
 * from (spec 01 §2.2, §6): the header and the tag and note forms link to them.
 */
export function authHref(action: 'login' | 'signup' | 'logout', pathname: string, search: string): string {
  return `/auth/${action}?backurl=${encodeURIComponent(pathname + search)}`;
}
