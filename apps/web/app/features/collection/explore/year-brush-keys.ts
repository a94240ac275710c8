/**
 * The year chart's brush handles by keyboard: arrow keys move a handle by a year, Shift+arrow by
 * a decade, Page Up and Page Down by a decade, Home and End to the chart's first and last year.
 * A handle never passes the other, so the range stays start <= end.
 */

export type Handle = 'start' | 'end';
export interface YearRange {
  from: number;
  to: number;
}

/** The change a key asks for: a number of years, or a jump to an end; null for other keys. */
export function keyStep(key: string, shift: boolean): number | 'first' | 'last' | null {
  const size = shift ? 10 : 1;
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return -size;
    case 'ArrowRight':
    case 'ArrowUp':
      return size;
    case 'PageDown':
      return -10;
    case 'PageUp':
      return 10;
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}

/** The range after a key on one handle, within the chart's years; null when the key is not a move. */
export function moveHandle(
  range: YearRange,
  handle: Handle,
  key: string,
  shift: boolean,
  bounds: { first: number; last: number },
): YearRange | null {
  const step = keyStep(key, shift);
  if (step === null) return null;
  const current = handle === 'start' ? range.from : range.to;
  const wanted = step === 'first' ? bounds.first : step === 'last' ? bounds.last : current + step;
  if (handle === 'start') return { from: Math.min(range.to, Math.max(bounds.first, wanted)), to: range.to };
  return { from: range.from, to: Math.max(range.from, Math.min(bounds.last, wanted)) };
}
