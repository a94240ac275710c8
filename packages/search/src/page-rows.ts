import type { WorkResult } from '@trove/contracts';
import type Database from 'better-sqlite3';
import type { TableMatch } from './criteria-query.ts';
import type { IndexDb } from './index-file.ts';
import { snippetParts } from './snippets.ts';
import type { TableQueries } from './table-queries.ts';

/** The result rows of a page of matches, with their snippets and, when asked, their scores' parts. */
export class PageRows {
  private readonly statements = new Map<number, Database.Statement>();

  constructor(
    private readonly db: IndexDb,
    private readonly tables: TableQueries,
    private readonly categoryOf: (rowid: number) => string | undefined,
  ) {}

  /** Result rows and snippets of one page, in the page's order; with explain, each score's parts. */
  read(matches: TableMatch[], rowids: number[], explain: boolean, snippets = true): WorkResult[] {
    if (rowids.length === 0) return [];
    const rows = new Map(
      this.resultsFor(rowids.length)
        .raw()
        .all(...rowids.map(BigInt)) as [number, string][],
    );
    const marked = new Map<number, string>();
    const explained = new Map<number, string>();
    for (const m of matches) {
      const inTable = rowids.filter((rowid) => this.categoryOf(rowid) === m.category);
      if (inTable.length === 0) continue;
      if (snippets) for (const [rowid, text] of this.tables.snippets(m, inTable)) marked.set(rowid, text);
      if (explain) for (const [rowid, why] of this.tables.explanations(m, inTable)) explained.set(rowid, why);
    }
    return rowids.flatMap((rowid) => {
      const json = rows.get(rowid);
      if (json === undefined) return [];
      const parts = snippetParts(marked.get(rowid) ?? '');
      const result: WorkResult = {
        ...(JSON.parse(json) as Omit<WorkResult, 'snippets'>),
        snippets: parts.length > 0 ? [parts] : [],
      };
      const why = explained.get(rowid);
      return [why === undefined ? result : { ...result, searchExplainString: why }];
    });
  }

  private resultsFor(n: number): Database.Statement {
    let statement = this.statements.get(n);
    if (!statement) {
      const list = Array.from({ length: n }, () => '?').join(', ');
      statement = this.db.prepare(`SELECT rowid, result FROM doc WHERE rowid IN (${list})`);
      this.statements.set(n, statement);
    }
    return statement;
  }
}
