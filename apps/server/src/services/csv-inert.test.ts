import { describe, expect, it } from 'vitest';
import { inertCell } from './csv-inert.ts';

describe('inertCell', () => {
  it('keeps text a spreadsheet would run as a formula inert', () => {
    const formulas = [
      '=SUM(A1)',
      '+61 2',
      '@cmd',
      '\tx',
      '\rx',
      '-x',
      "-2+3+cmd|' /C calc'!A0",
      '-1978-',
      '-1.5e3',
    ];
    expect(formulas.map(inertCell)).toEqual(formulas.map((f) => `'${f}`));
  });

  it('leaves plain text and plain negative numbers as they are', () => {
    const plain = ['plain', '-1978', '-2.5', '1-2', 'a=b', ''];
    expect(plain.map(inertCell)).toEqual(plain);
  });
});
