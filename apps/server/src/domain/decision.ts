import { DomainError, type DomainErrorKind } from './errors.ts';

/**
 * What a policy decides: allowed, or refused with the kind of refusal, its code and the spec's
 * message. Policies are pure functions returning these; services enforce them.
 */
export type Decision =
  { allowed: true } | { allowed: false; kind: DomainErrorKind; code: string; message: string };

export const allow: Decision = { allowed: true };

export const refuse = (kind: DomainErrorKind, code: string, message: string): Decision => ({
  allowed: false,
  kind,
  code,
  message,
});

/** Throws the refusal a decision holds; nothing when it allows. */
export function enforce(decision: Decision): void {
  if (!decision.allowed) throw new DomainError(decision.kind, decision.message, { code: decision.code });
}

/** Enforces a decision that admits only a present subject (a signed-in caller), and answers it. */
export function admitted<T>(subject: T | null, decision: Decision): T {
  enforce(decision);
  if (subject === null) throw new Error('A policy admitted a missing subject');
  return subject;
}
