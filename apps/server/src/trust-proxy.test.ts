import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy } from './trust-proxy.ts';

describe('fastifyTrustProxy', () => {
  it('believes as many hops as the count names, nearest first', () => {
    const trust = fastifyTrustProxy(2);
    if (typeof trust !== 'function') throw new Error('a hop count must become a function');
    expect([0, 1, 2, 3].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false, false]);
  });

  it('passes true, false and addresses through, and trusts nothing when unset', () => {
    expect(fastifyTrustProxy(true)).toBe(true);
    expect(fastifyTrustProxy(['10.0.0.1'])).toEqual(['10.0.0.1']);
    expect(fastifyTrustProxy(undefined)).toBe(false);
  });
});
