import { describe, expect, it } from 'vitest';
import { keyStep, moveHandle } from './year-brush-keys.ts';

const bounds = { first: 1780, last: 2026 };

describe('moving a year brush handle by keyboard', () => {
  it('moves a handle by a year with an arrow key and by a decade with Shift', () => {
    const range = { from: 1900, to: 1950 };
    expect(moveHandle(range, 'start', 'ArrowRight', false, bounds)).toEqual({ from: 1901, to: 1950 });
    expect(moveHandle(range, 'start', 'ArrowLeft', true, bounds)).toEqual({ from: 1890, to: 1950 });
    expect(moveHandle(range, 'end', 'ArrowUp', true, bounds)).toEqual({ from: 1900, to: 1960 });
    expect(moveHandle(range, 'end', 'ArrowDown', false, bounds)).toEqual({ from: 1900, to: 1949 });
  });

  it('never goes before 1780 or after this year', () => {
    expect(moveHandle({ from: 1785, to: 1800 }, 'start', 'ArrowLeft', true, bounds)).toEqual({
      from: 1780,
      to: 1800,
    });
    expect(moveHandle({ from: 1900, to: 2020 }, 'end', 'PageUp', false, bounds)).toEqual({
      from: 1900,
      to: 2026,
    });
  });

  it('does not let one handle pass the other', () => {
    expect(moveHandle({ from: 1900, to: 1905 }, 'start', 'ArrowRight', true, bounds)).toEqual({
      from: 1905,
      to: 1905,
    });
    expect(moveHandle({ from: 1900, to: 1905 }, 'end', 'Home', false, bounds)).toEqual({
      from: 1900,
      to: 1900,
    });
  });

  it('jumps to the first and last year with Home and End', () => {
    expect(moveHandle({ from: 1900, to: 1950 }, 'start', 'Home', false, bounds)).toEqual({
      from: 1780,
      to: 1950,
    });
    expect(moveHandle({ from: 1900, to: 1950 }, 'end', 'End', false, bounds)).toEqual({
      from: 1900,
      to: 2026,
    });
  });

  it('leaves other keys to the page', () => {
    expect(keyStep('Tab', false)).toBeNull();
    expect(moveHandle({ from: 1900, to: 1950 }, 'start', 'a', false, bounds)).toBeNull();
  });
});
