import { describe, expect, it } from 'vitest';
import { admitted, allow, enforce, refuse } from './decision.ts';
import { DomainError } from './errors.ts';

describe('a policy decision', () => {
  it('lets an allowed call through', () => {
    expect(() => enforce(allow)).not.toThrow();
    expect(admitted('caller', allow)).toBe('caller');
  });

  it('throws the refusal as a domain error of its kind, code and message', () => {
    const decision = refuse('refused', 'human_check', 'Prove you are human first.');
    expect(() => enforce(decision)).toThrow(DomainError);
    try {
      enforce(decision);
    } catch (error) {
      expect(error).toMatchObject({
        kind: 'refused',
        code: 'human_check',
        message: 'Prove you are human first.',
      });
    }
  });

  it('never admits a missing subject, even when a policy allows it', () => {
    expect(() => admitted(null, allow)).toThrow();
  });
});
