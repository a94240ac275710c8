/**
 * An FTS5 expression matching rows that hold at least `atLeast` of the given expressions: every
 * combination of that many, ANDed, ORed together. bm25 still ranks a row holding more of them
 * (or holding them more often) first.
 */
export function atLeastOf(units: readonly string[], atLeast: number): string {
  const groups: string[] = [];
  const pick = (start: number, chosen: string[]) => {
    if (chosen.length === atLeast) {
      groups.push(chosen.length === 1 ? paren(chosen[0] ?? '') : `(${chosen.map(paren).join(' AND ')})`);
      return;
    }
    for (let i = start; i <= units.length - (atLeast - chosen.length); i += 1) {
      pick(i + 1, [...chosen, units[i] ?? '']);
    }
  };
  pick(0, []);
  return groups.join(' OR ');
}

// A single quoted token needs no brackets; anything else keeps its grouping.
const paren = (expression: string): string =>
  /^"[^"]*"\*?$/.test(expression) ? expression : `(${expression})`;
