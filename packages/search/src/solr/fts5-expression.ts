/**
 * The FTS5 MATCH expressions the search compiles (criteria-query.ts, query/compile-fts.ts) read
 * back into a tree, for the Solr engine to run the very same compiled search (ADR 055). The
 * grammar is the part of FTS5's that the compiler writes: quoted phrases (a trailing * makes the
 * last word a prefix), NEAR groups, column filters (`title :`, `{title creators} :`), brackets and
 * AND, OR and NOT (binary), NOT binding tightest and OR loosest, as in FTS5.
 */

export type Fts5Node =
  | { kind: 'phrase'; text: string; prefix: boolean; columns: readonly string[] }
  | { kind: 'near'; texts: string[]; distance: number; columns: readonly string[] }
  | { kind: 'and' | 'or'; children: Fts5Node[] }
  | { kind: 'not'; kept: Fts5Node; left: Fts5Node };

/** What a phrase without a column filter is matched in: every column of the index. */
export const ALL_COLUMNS = ['title', 'creators', 'subjects', 'description', 'fulltext', 'ids', 'category'];

type Token =
  { type: 'string'; text: string } | { type: 'word'; text: string } | { type: 'mark'; text: string };

function tokensOf(expression: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < expression.length) {
    const char = expression[at] ?? '';
    if (/\s/.test(char)) {
      at += 1;
    } else if (char === '"') {
      // FTS5 writes a quote inside a phrase as two; the compiler never does, but read it right.
      let text = '';
      at += 1;
      while (at < expression.length) {
        if (expression[at] === '"') {
          if (expression[at + 1] !== '"') break;
          at += 1;
        }
        text += expression[at];
        at += 1;
      }
      if (at >= expression.length) throw new Error(`unclosed phrase in ${expression}`);
      at += 1;
      tokens.push({ type: 'string', text });
    } else if ('(){}:,*'.includes(char)) {
      tokens.push({ type: 'mark', text: char });
      at += 1;
    } else {
      const word = /^[^\s"(){}:,*]+/.exec(expression.slice(at))?.[0] ?? char;
      tokens.push({ type: 'word', text: word });
      at += word.length;
    }
  }
  return tokens;
}

/** Reads an expression the compiler wrote; throws on anything else (a bug, not a person's typing). */
export function readFts5Expression(expression: string): Fts5Node {
  const tokens = tokensOf(expression);
  let at = 0;
  const peek = () => tokens[at];
  const isWord = (text: string) => peek()?.type === 'word' && peek()?.text === text;
  const isMark = (text: string) => peek()?.type === 'mark' && peek()?.text === text;
  const expect = (text: string) => {
    if (!isMark(text)) throw new Error(`expected ${text} at token ${at} of ${expression}`);
    at += 1;
  };

  const binary = (operator: 'OR' | 'AND', operand: (columns: readonly string[]) => Fts5Node) => {
    return (columns: readonly string[]): Fts5Node => {
      const children = [operand(columns)];
      while (isWord(operator)) {
        at += 1;
        children.push(operand(columns));
      }
      const [only] = children;
      return only && children.length === 1 ? only : { kind: operator === 'OR' ? 'or' : 'and', children };
    };
  };
  const notExpression = (columns: readonly string[]): Fts5Node => {
    let node = primary(columns);
    while (isWord('NOT')) {
      at += 1;
      node = { kind: 'not', kept: node, left: primary(columns) };
    }
    return node;
  };
  const andExpression = binary('AND', notExpression);
  const orExpression = binary('OR', andExpression);

  const primary = (columns: readonly string[]): Fts5Node => {
    const token = peek();
    if (!token) throw new Error(`unexpected end of ${expression}`);
    if (token.type === 'mark' && token.text === '(') {
      at += 1;
      const inner = orExpression(columns);
      expect(')');
      return inner;
    }
    if (token.type === 'string') {
      at += 1;
      const prefix = isMark('*');
      if (prefix) at += 1;
      return { kind: 'phrase', text: token.text, prefix, columns };
    }
    if (token.type === 'word' && token.text === 'NEAR' && tokens[at + 1]?.text === '(') {
      at += 2;
      const texts: string[] = [];
      while (peek()?.type === 'string') texts.push(tokens[(at += 1) - 1]?.text ?? '');
      let distance = 10;
      if (isMark(',')) {
        at += 1;
        distance = Number(peek()?.text);
        at += 1;
      }
      expect(')');
      return { kind: 'near', texts, distance, columns };
    }
    // A column filter: within an outer one, the columns both name (FTS5 takes the inner's).
    const named = columnList();
    expect(':');
    const inner = named.filter((c) => columns.includes(c));
    return primary(inner.length > 0 ? inner : named);
  };

  const columnList = (): string[] => {
    const token = peek();
    if (token?.type === 'word') {
      at += 1;
      return [token.text];
    }
    expect('{');
    const names: string[] = [];
    while (peek()?.type === 'word') names.push(tokens[(at += 1) - 1]?.text ?? '');
    expect('}');
    return names;
  };

  const tree = orExpression(ALL_COLUMNS);
  if (at !== tokens.length) throw new Error(`unread tokens from ${at} in ${expression}`);
  return tree;
}
