import fc from 'fast-check';

/**
 * What an attacker or a broken client puts where a value belongs: numbers at and past every
 * integer limit, words that name the prototype chain, control characters, markup and SQL, huge and
 * empty strings, and arbitrary text including lone surrogates.
 */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '0',
  '-1',
  '-0',
  '1.5',
  '1e3',
  '1e309',
  '0x10',
  '0b1',
  '+1',
  ' 1',
  '1 ',
  '01',
  'NaN',
  'Infinity',
  '-Infinity',
  '2147483647',
  '2147483648',
  '-2147483649',
  '4294967296',
  '9007199254740991',
  '9007199254740993',
  '9223372036854775808',
  '9'.repeat(41),
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '..',
  '../..',
  '%',
  '%00',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\r\n',
  '\t',
  '\u2028',
  '\uFEFF',
  '\uD800',
  '\uDFFF',
  'é',
  '😀',
  '\u202Egnp.exe',
  'ｔｒｏｖｅ',
  "' OR 1=1 --",
  '"; DROP TABLE tag; --',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  'AND OR NOT ( ) " * ~ :',
  'date:[',
  'title:(((((((((((((((((((((x',
  'http://evil.example/',
  '//evil.example',
  'javascript:alert(1)',
  'a'.repeat(300),
  'é'.repeat(5000),
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1000, maxLength: 3000 }) },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53 - 1, 2 ** 53 + 2, 1e308, -1e308),
  fc.double(),
  fc.integer(),
);

/** Arrays and objects nested far deeper than any request shape. */
const deeplyNested: fc.Arbitrary<unknown> = fc
  .tuple(fc.integer({ min: 50, max: 2000 }), fc.boolean())
  .map(([depth, arrays]) => {
    let value: unknown = 'x';
    for (let i = 0; i < depth; i++) value = arrays ? [value] : { a: value };
    return value;
  });

/** Any value where a JSON value was expected, of the wrong type or at a limit. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  fc.constantFrom(null, true, false, [], {}, [null]),
  // An own __proto__ key, as JSON.parse makes it: what prototype pollution sends.
  fc.constant(JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}')),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(hostileString, { minLength: 1, maxLength: 3 }),
  deeplyNested,
);
