let sequence = 0;

/** A name no other built row of this process has: builders default their keys to it. */
export function unique(prefix: string): string {
  sequence += 1;
  return `${prefix}-${sequence}`;
}
