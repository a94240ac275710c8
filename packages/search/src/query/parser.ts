import { normaliseQuery } from '@trove/contracts';
import { type FieldName, type ParseResult, type QueryError, type QueryNode, isTextField } from './ast.ts';
import { type Token, tokenize } from './tokenizer.ts';
import { plainWords } from './plain-words.ts';
import { after, from } from './where.ts';

/** Deeper brackets than anyone types; the cap also keeps the FTS5 expression within its depth limit. */
const MAX_DEPTH = 16;

/** Thrown only inside this module and turned into a result value before parseQuery returns. */
class SyntaxProblem extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
  }
}

const STARTS_OPERAND = new Set<Token['kind']>([
  'lparen',
  'not',
  'minus',
  'plus',
  'word',
  'phrase',
  'field',
  'range',
]);

/**
 * Recursive descent over the tokens. Precedence: NOT (and -word) binds tightest, then AND (also
 * between adjacent terms), then OR; brackets group.
 */
class Parser {
  private index = 0;
  private depth = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly text: string,
  ) {}

  private get length(): number {
    return this.text.length;
  }

  parse(): QueryNode | null {
    if (this.tokens.length === 0) return null;
    const node = this.or();
    const extra = this.peek();
    if (extra?.kind === 'rparen') {
      throw new SyntaxProblem(
        `The closing bracket ${after(this.text, extra.pos)} has no opening bracket before it: remove it or add a (.`,
        extra.pos,
      );
    }
    return node;
  }

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }

  private next(): Token | undefined {
    const token = this.tokens[this.index];
    this.index += 1;
    return token;
  }

  private here(): number {
    return this.peek()?.pos ?? this.length;
  }

  private or(): QueryNode {
    const children = [this.and()];
    while (this.peek()?.kind === 'or') {
      const operator = this.next();
      this.operandAfter('OR', operator?.pos ?? this.length);
      children.push(this.and());
    }
    return group('or', children);
  }

  private and(): QueryNode {
    const children = [this.unary()];
    for (;;) {
      const token = this.peek();
      if (token?.kind === 'and') {
        this.next();
        this.operandAfter('AND', token.pos);
      } else if (!token || !STARTS_OPERAND.has(token.kind)) {
        break;
      }
      children.push(this.unary());
    }
    return group('and', children);
  }

  private unary(): QueryNode {
    const token = this.peek();
    if (token?.kind === 'not' || token?.kind === 'minus') {
      this.next();
      this.operandAfter(token.kind === 'not' ? 'NOT' : '-', token.pos);
      return { type: 'not', child: this.unary() };
    }
    // +word is required, which every word already is.
    if (token?.kind === 'plus') this.next();
    return this.primary();
  }

  /** An operator with nothing usable after it is the most common slip: say which one, and where. */
  private operandAfter(operator: string, pos: number): void {
    const token = this.peek();
    if (token && STARTS_OPERAND.has(token.kind)) return;
    const what = operator === 'NOT' || operator === '-' ? 'a word to leave out' : 'a search term';
    const where = token ? after(this.text, pos) : `at the end of ${from(this.text, 0)}`;
    throw new SyntaxProblem(`${operator} ${where} needs ${what} after it.`, pos);
  }

  private primary(): QueryNode {
    const token = this.next();
    switch (token?.kind) {
      case 'word':
        return wordNode(token.text);
      case 'phrase':
        return token.proximity === undefined
          ? { type: 'phrase', text: token.text }
          : { type: 'phrase', text: token.text, proximity: token.proximity };
      case 'range':
        return { type: 'range', field: 'date', from: token.from, to: token.to };
      case 'lparen':
        return this.bracketed(token.pos);
      case 'field':
        return this.fielded(token.field, token.pos);
      case 'and':
      case 'or':
        throw new SyntaxProblem(
          `${token.kind.toUpperCase()} ${after(this.text, token.pos)} needs a search term before it.`,
          token.pos,
        );
      default:
        // The caller checked that an operand starts here; this is the end or a stray ).
        throw new SyntaxProblem('The search ends where a search term was expected.', this.length);
    }
  }

  private bracketed(open: number): QueryNode {
    if (this.peek()?.kind === 'rparen') {
      throw new SyntaxProblem(`The brackets ${after(this.text, open)} have nothing inside them.`, open);
    }
    if (!this.peek()) throw this.unclosed(open);
    this.depth += 1;
    if (this.depth > MAX_DEPTH) {
      throw new SyntaxProblem(`Brackets nest more than ${MAX_DEPTH} deep here.`, open);
    }
    const inner = this.or();
    this.depth -= 1;
    if (this.next()?.kind !== 'rparen') throw this.unclosed(open);
    return inner;
  }

  private unclosed(open: number): SyntaxProblem {
    return new SyntaxProblem(
      `The closing bracket is missing after ${from(this.text, open)}: add a ) where the group ends.`,
      open,
    );
  }

  private fielded(field: FieldName, pos: number): QueryNode {
    const token = this.peek();
    const example = field === 'has' ? 'has:correctabletext' : `${field}:word`;
    if (!token || !['word', 'phrase', 'lparen'].includes(token.kind)) {
      const where = pos === 0 ? '' : ` ${after(this.text, pos)}`;
      throw new SyntaxProblem(`${field}:${where} is empty: put a value after it, as in ${example}.`, pos);
    }
    const child = this.primary();
    if (!isTextField(field) && child.type !== 'term' && child.type !== 'phrase') {
      throw new SyntaxProblem(`${field}: takes one value, as in ${example}.`, pos);
    }
    if (field === 'has' && (child.type !== 'term' || child.text.toLowerCase() !== 'correctabletext')) {
      throw new SyntaxProblem('has: only takes correctabletext, as in has:correctabletext.', pos);
    }
    return { type: 'field', field, child };
  }
}

function wordNode(word: string): QueryNode {
  const stem = word.replace(/\*+$/, '');
  return stem !== word && /[\p{L}\p{N}\p{M}]/u.test(stem)
    ? { type: 'prefix', text: stem }
    : { type: 'term', text: word };
}

/** One child stands alone; a child of the same kind is merged (a AND (b AND c) is a AND b AND c). */
function group(type: 'and' | 'or', children: QueryNode[]): QueryNode {
  const flat = children.flatMap((c) => (c.type === type ? c.children : [c]));
  const [only] = flat;
  return flat.length === 1 && only ? only : { type, children: flat };
}

/** Parses a query strictly: any mistake is a result saying what and where, never an exception. */
export function parseQuery(input: string): ParseResult {
  const text = normaliseQuery(input);
  const tokens = tokenize(text);
  if (!tokens.ok) return tokens;
  try {
    return { ok: true, query: new Parser(tokens.tokens, text).parse() };
  } catch (error) {
    if (error instanceof SyntaxProblem)
      return { ok: false, message: error.message, position: error.position };
    throw error;
  }
}

export interface LenientResult {
  query: QueryNode | null;
  /** Why the query was searched as plain words; null when it parsed. */
  error: QueryError | null;
  /** When it did not parse: the words searched instead, written as a query (empty when none). */
  searched: string | null;
}

/**
 * Parses a query, falling back to its plain words when it does not parse (plain-words.ts): the
 * caller says why, and what was searched instead.
 */
export function lenientParse(input: string): LenientResult {
  const parsed = parseQuery(input);
  if (parsed.ok) return { query: parsed.query, error: null, searched: null };
  const plain = plainWords(normaliseQuery(input));
  return {
    query: plain.nodes.length === 0 ? null : group('and', plain.nodes),
    error: parsed,
    searched: plain.text,
  };
}
