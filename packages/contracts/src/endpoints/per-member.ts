import type { Endpoint } from './endpoint.ts';

/**
 * One endpoint per member of a fixed set, for calls whose path names the member (a route per
 * record type: `notesOn.work`, `notesOn.list`). A value outside the set has no route, so it is
 * answered 404 like any unknown address, as it always was.
 */
export function perMember<const M extends string, E extends Endpoint>(
  members: readonly M[],
  define: (member: M) => E,
): { [K in M]: E } {
  return Object.fromEntries(members.map((member) => [member, define(member)])) as { [K in M]: E };
}
