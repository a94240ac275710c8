/**
 * The option an arrow key makes active in a list of `count` options, wrapping round: from none,
 * Down goes to the first and Up to the last (the ARIA combobox pattern). -1 when there are none.
 */
export function stepActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count <= 0) return -1;
  if (active < 0 || active >= count) return key === 'ArrowDown' ? 0 : count - 1;
  return key === 'ArrowDown' ? (active + 1) % count : (active - 1 + count) % count;
}
