import { describe, expect, it } from 'vitest';
import { API_POLICY, pagePolicy, transportSecurity } from './content-security-policy.ts';

const EMBEDDED = { publicUrl: 'https://trove.example.org', oidcIssuer: null };
const EXTERNAL = { publicUrl: 'http://localhost:3000', oidcIssuer: 'https://id.example.org/realms/trove' };

/** The policy as directive name → its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('the pages’ Content Security Policy', () => {
  it('runs only scripts carrying the nonce, or loaded by one that does', () => {
    const policy = directives(pagePolicy(EMBEDDED, 'n0nce=='));
    expect(policy.get('script-src')).toEqual(["'nonce-n0nce=='", "'strict-dynamic'", "'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'nonce-n0nce=='"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
  });

  it('allows no inline script at all on a page without a nonce', () => {
    const policy = directives(pagePolicy(EMBEDDED, null));
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.has('style-src-attr')).toBe(false);
  });

  it('lets forms go to the site, and to the external identity provider when there is one', () => {
    expect(directives(pagePolicy(EMBEDDED, 'n')).get('form-action')).toEqual([
      "'self'",
      'https://trove.example.org',
    ]);
    expect(directives(pagePolicy(EXTERNAL, 'n')).get('form-action')).toEqual([
      "'self'",
      'http://localhost:3000',
      'https://id.example.org',
    ]);
  });

  it('upgrades insecure loads and asks for HSTS only on a site served over https', () => {
    expect(directives(pagePolicy(EMBEDDED, 'n')).has('upgrade-insecure-requests')).toBe(true);
    expect(directives(pagePolicy(EXTERNAL, 'n')).has('upgrade-insecure-requests')).toBe(false);
    expect(transportSecurity(EMBEDDED)).toBe('max-age=31536000; includeSubDomains');
    expect(transportSecurity(EXTERNAL)).toBeNull();
  });

  it('lets nothing load into, or frame, an API answer', () => {
    expect(directives(API_POLICY)).toEqual(
      new Map([
        ['default-src', ["'none'"]],
        ['frame-ancestors', ["'none'"]],
      ]),
    );
  });
});
