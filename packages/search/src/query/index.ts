export * from './ast.ts';
export { parseQuery, lenientParse, type LenientResult } from './parser.ts';
export {
  compileFts,
  FTS_COLUMNS,
  type CompileResult,
  type FtsQuery,
  type StructuredFilter,
} from './compile-fts.ts';
