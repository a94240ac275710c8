import type { Outcome } from './facts.ts';

/** Builders for the engine's answers, so every rule words its outcome the same way. */

export const out = (contextMsg: Outcome['contextMsg'], reason: string, expiresAfter: number | null = null) =>
  ({ status: 'Out of Copyright', contextMsg, reason, expiresAfter, assumptions: [] }) satisfies Outcome;

export const inCopyright = (
  contextMsg: Outcome['contextMsg'],
  reason: string,
  expiresAfter: number | null = null,
) => ({ status: 'In Copyright', contextMsg, reason, expiresAfter, assumptions: [] }) satisfies Outcome;

export const unknown = (missing: string): Outcome => ({
  status: 'Unknown',
  contextMsg: 'Unknown',
  reason: `The record does not give ${missing}.`,
  expiresAfter: null,
  assumptions: [],
});

/** Protection lasts until 31 December of `lastYear`; the work is free from 1 January after. */
export const expired = (lastYear: number, currentYear: number) => lastYear < currentYear;

export function assuming(outcome: Outcome, ...assumptions: string[]): Outcome {
  return { ...outcome, assumptions: [...outcome.assumptions, ...assumptions] };
}
