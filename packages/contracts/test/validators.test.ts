import { describe, expect, it } from 'vitest';
import {
  cleanSearchText,
  expandFuzzyDate,
  isValidIsbn,
  isValidIsmn,
  isValidIssn,
  isValidYear,
  normaliseQuery,
  pageTitle,
  truncateCrumb,
} from '../src/index.ts';

describe('year validation', () => {
  it.each(['1788', '-9999', '9999', '0', ' 1901 '])('accepts %s', (y) => expect(isValidYear(y)).toBe(true));
  it.each(['10000', '-10000', '19a0', '', '1.5'])('rejects %s', (y) => expect(isValidYear(y)).toBe(false));
});

describe('identifier checksums', () => {
  it('accepts real ISBN-10s including an X check digit and hyphenated ISBN-13s', () => {
    expect(isValidIsbn('0-330-25864-8')).toBe(true);
    expect(isValidIsbn('080442957X')).toBe(true);
    expect(isValidIsbn('978-0-306-40615-7')).toBe(true);
  });
  it('rejects wrong check digits and wrong lengths', () => {
    expect(isValidIsbn('0-330-25864-7')).toBe(false);
    expect(isValidIsbn('978-0-306-40615-8')).toBe(false);
    expect(isValidIsbn('12345')).toBe(false);
  });
  it('checks ISSNs modulo 11 with X', () => {
    expect(isValidIssn('0317-8471')).toBe(true);
    expect(isValidIssn('2434-561X')).toBe(true);
    expect(isValidIssn('0317-8472')).toBe(false);
    expect(isValidIssn('0317-847')).toBe(false);
  });
  it('requires ISMNs to start 9790 and pass the EAN check', () => {
    expect(isValidIsmn('979-0-2600-0043-8')).toBe(true);
    expect(isValidIsmn('979-0-2600-0043-9')).toBe(false);
    expect(isValidIsmn('978-0-306-40615-7')).toBe(false);
  });
});

describe('fuzzy dates', () => {
  it('expands a year to its first and last day', () => {
    expect(expandFuzzyDate('1901', 'from')).toBe('1901-01-01');
    expect(expandFuzzyDate('1901', 'to')).toBe('1901-12-31');
  });
  it('expands a month to its real last day, leap years included', () => {
    expect(expandFuzzyDate('1900-02', 'to')).toBe('1900-02-28');
    expect(expandFuzzyDate('2000-02', 'to')).toBe('2000-02-29');
    expect(expandFuzzyDate('1914-08', 'from')).toBe('1914-08-01');
  });
  it('keeps full dates and rejects impossible or malformed ones', () => {
    expect(expandFuzzyDate('1914-12-17', 'to')).toBe('1914-12-17');
    expect(expandFuzzyDate('1914-02-30', 'from')).toBeNull();
    expect(expandFuzzyDate('1914-13', 'from')).toBeNull();
    expect(expandFuzzyDate('17/12/1914', 'from')).toBeNull();
  });
});

describe('breadcrumb truncation', () => {
  const long = 'Terrible Tragedy near Katamatite MOTHER AND THREE CHILDREN MURDERED';
  it('cuts text over 50 characters at the last space with an ellipsis when there are many crumbs', () => {
    expect(truncateCrumb({ text: long }, 4)).toBe('Terrible Tragedy near Katamatite MOTHER AND THREE ...');
  });
  it('keeps text up to 150 characters when there are 3 or fewer crumbs', () => {
    expect(truncateCrumb({ text: long }, 3)).toBe(long);
  });
  it('never shortens exempt crumbs', () => {
    expect(truncateCrumb({ text: long, exempt: true }, 5)).toBe(long);
  });
});

describe('query normalisation', () => {
  it('turns curly quotes and en/em dashes into plain ones', () => {
    expect(normaliseQuery('\u201Cgold rush\u201D 1850\u20131860 \u2014 it\u2019s')).toBe(
      '"gold rush" 1850-1860 - it\'s',
    );
  });
  it('collapses whitespace and trims advanced text values', () => {
    expect(cleanSearchText('  ned \n  kelly ')).toBe('ned kelly');
    expect(cleanSearchText('   ')).toBe('');
  });
  it('builds page titles as {page} - {product}', () => {
    expect(pageTitle('Search results', 'Trove')).toBe('Search results - Trove');
  });
});
