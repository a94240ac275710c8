/**
 * The user name a test account chooses at sign-up (ADR 039): its address's local part, made to
 * fit the rule (letters, digits, '.', '-', '_'; a letter first, a letter or digit last; 3 to 30).
 * Test addresses are unique, so these names are too. ('reader-1' becomes 'reader_1', 'admin'
 * 'adminx'.)
 */
import { RESERVED_USERNAMES } from '@trove/contracts';

export function usernameFor(email: string): string {
  const local = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9._-]/g, '');
  const name = `${/^[A-Za-z]/.test(local) ? '' : 'u'}${local}`
    .slice(0, 30)
    .replace(/[._-]+$/, '')
    // 'reader-' and digits is kept for accounts without a chosen name.
    .replace(/^(reader)-(\d+)$/i, '$1_$2');
  const fitted = name.length >= 3 ? name : `${name}xyz`.slice(0, 3);
  // A reserved word ('admin') gets a letter more.
  return RESERVED_USERNAMES.includes(fitted.toLowerCase()) ? `${fitted}x` : fitted;
}
