import fc from 'fast-check';
import { type DateBound, type QueryNode, TEXT_FIELDS, VALUE_FIELDS } from '../../src/query/ast.ts';
import { boundKey } from '../../src/query/range.ts';

/**
 * Generators for the query language (property tests of parser.ts): raw text built from the
 * language's own pieces, and syntax trees in the shape the parser answers, with a printer that
 * writes a tree back as text a person could type.
 */

/** The pieces people type, so random text reaches every branch of the tokenizer and parser. */
const PIECES = [
  '(',
  ')',
  '"',
  ' ',
  '  ',
  '\t',
  '\n',
  'AND',
  'OR',
  'NOT',
  'and',
  '-',
  '+',
  '*',
  '~',
  '~5',
  ':',
  '[',
  ']',
  'TO',
  'date:[',
  'title:',
  'Creator:',
  'subject:',
  'text:',
  'isbn:',
  'nuc:',
  'has:',
  'publictag:',
  'fullTextInd:',
  'correctabletext',
  '1900',
  '1900-02-30',
  '2000-01-31',
  '0000',
  '9999',
  'kelly',
  'gold',
  'é',
  '中文',
  '“',
  '”',
  '–',
  '\u0000',
  '\u0301',
  '\uD83D\uDE00',
  'http://x',
  'NEAR',
  '^',
  '\\',
  // Deeper than the parser's limit of 16.
  '('.repeat(20),
  ')'.repeat(20),
];

/** Text made of the language's pieces and arbitrary characters. */
export const queryText: fc.Arbitrary<string> = fc
  .array(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...PIECES) }, fc.string({ maxLength: 3 })), {
    maxLength: 40,
  })
  .map((parts) => parts.join(''));

/** Anything at all, including lone surrogates and every control character. */
export const anyText: fc.Arbitrary<string> = fc.string({ unit: 'binary', maxLength: 200 });

const OPERATOR_WORDS = new Set(['AND', 'OR', 'NOT']);
const LETTERS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789éüñÅΩж中日٣'];
const INNER = [...LETTERS, '-', "'", '.', '&', '/', '_', '+'];

/** A word the parser keeps as a term: no space, bracket, quote or colon; not an operator; no trailing *. */
const word: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(...LETTERS),
    fc.array(fc.constantFrom(...INNER), { maxLength: 8 }),
    fc.constantFrom(...LETTERS),
  )
  .map(([first, middle, last]) => (middle.length === 0 ? first : first + middle.join('') + last))
  .filter((w) => !OPERATOR_WORDS.has(w));

/** Phrase text: anything but a double quote or what the parser normalises (curly quotes, dashes). */
const phraseText: fc.Arbitrary<string> = fc
  .string({ unit: 'grapheme', maxLength: 20 })
  .map((s) => s.replace(/["\u201C-\u201F\u2033\u2018-\u201B\u2032\u2013\u2014]/g, ''));

const year = fc.integer({ min: 0, max: 9999 });
const bound: fc.Arbitrary<DateBound | null> = fc.oneof(
  fc.constant(null),
  year.map((y) => ({ year: y })),
  fc
    .date({ min: new Date(Date.UTC(1000, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true })
    .map((d) => ({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() })),
);

const range: fc.Arbitrary<QueryNode> = fc
  .tuple(bound, bound)
  .filter(([from, to]) => !from || !to || boundKey(from, 'from') <= boundKey(to, 'to'))
  .map(([from, to]) => ({ type: 'range', field: 'date', from, to }));

const leaf: fc.Arbitrary<QueryNode> = fc.oneof(
  { weight: 4, arbitrary: word.map((text): QueryNode => ({ type: 'term', text })) },
  word.map((text): QueryNode => ({ type: 'prefix', text })),
  fc
    .tuple(phraseText, fc.option(fc.integer({ min: 0, max: 999 }), { nil: undefined }))
    .map(([text, proximity]): QueryNode =>
      proximity === undefined ? { type: 'phrase', text } : { type: 'phrase', text, proximity },
    ),
  range,
  fc
    .tuple(
      fc.constantFrom(...VALUE_FIELDS.filter((f) => f !== 'has')),
      fc.oneof(
        word.map((text): QueryNode => ({ type: 'term', text })),
        phraseText.map((text): QueryNode => ({ type: 'phrase', text })),
      ),
    )
    .map(([field, child]): QueryNode => ({ type: 'field', field, child })),
  fc.constant<QueryNode>({ type: 'field', field: 'has', child: { type: 'term', text: 'correctabletext' } }),
);

/** Syntax trees as the parser builds them: AND and OR never hold their own kind (they are merged). */
export const queryTree: fc.Arbitrary<QueryNode> = fc.letrec<{ node: QueryNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 5, arbitrary: leaf },
    fc
      .array(tie('node'), { minLength: 2, maxLength: 4 })
      .map((children): QueryNode => ({ type: 'and', children }))
      .filter((n) => n.type === 'and' && n.children.every((c) => c.type !== 'and')),
    fc
      .array(tie('node'), { minLength: 2, maxLength: 4 })
      .map((children): QueryNode => ({ type: 'or', children }))
      .filter((n) => n.type === 'or' && n.children.every((c) => c.type !== 'or')),
    tie('node').map((child): QueryNode => ({ type: 'not', child })),
    fc
      .tuple(fc.constantFrom(...TEXT_FIELDS), tie('node'))
      .map(([field, child]): QueryNode => ({ type: 'field', field, child })),
  ),
})).node;

/** Brackets nest at most 16 deep (parser.ts): the depth of brackets this tree prints with. */
export function bracketDepth(node: QueryNode): number {
  switch (node.type) {
    case 'and':
    case 'or':
      return Math.max(...node.children.map((c) => (isAtom(c) ? 0 : 1) + bracketDepth(c)));
    case 'not':
      return (isAtom(node.child) ? 0 : 1) + bracketDepth(node.child);
    case 'field':
      return (isValue(node.child) ? 0 : 1) + bracketDepth(node.child);
    default:
      return 0;
  }
}

/** What stands after a field name without brackets. */
function isValue(node: QueryNode): boolean {
  return node.type === 'term' || node.type === 'prefix' || node.type === 'phrase';
}

/** What stands as an operand of AND, OR and NOT without brackets. */
function isAtom(node: QueryNode): boolean {
  return isValue(node) || node.type === 'range';
}

/** A tree as a person would type it; every non-atomic operand in brackets. */
export function printQuery(node: QueryNode): string {
  const bracketed = (child: QueryNode) => `(${printQuery(child)})`;
  const operand = (child: QueryNode) => (isAtom(child) ? printQuery(child) : bracketed(child));
  switch (node.type) {
    case 'term':
      return node.text;
    case 'prefix':
      return `${node.text}*`;
    case 'phrase':
      return `"${node.text}"${node.proximity === undefined ? '' : `~${node.proximity}`}`;
    case 'range':
      return `date:[${printBound(node.from)} TO ${printBound(node.to)}]`;
    case 'field':
      return `${node.field}:${isValue(node.child) ? printQuery(node.child) : bracketed(node.child)}`;
    case 'not':
      return `NOT ${operand(node.child)}`;
    case 'and':
      return node.children.map(operand).join(' ');
    case 'or':
      return node.children.map(operand).join(' OR ');
  }
}

/** A year is typed with four digits (0012), as the parser requires. */
function printBound(bound: DateBound | null): string {
  if (bound === null) return '*';
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  const year = pad(bound.year, 4);
  return bound.month === undefined || bound.day === undefined
    ? year
    : `${year}-${pad(bound.month, 2)}-${pad(bound.day, 2)}`;
}
