import { z } from 'zod';

/**
 * Help a search answer carries when it failed or disappointed (issue 14 §2, ADR 034): a spelling
 * that finds more, the records holding most of the words when none holds them all, and what was
 * wrong with a query that could not be read (the search then ran on its words).
 */

/** 'Did you mean …': the keyword with its misspelt words replaced, everything else as typed. */
export const SpellingSuggestionSchema = z.object({
  query: z.string(),
  words: z.array(z.object({ from: z.string(), to: z.string() })),
});
export type SpellingSuggestion = z.infer<typeof SpellingSuggestionSchema>;

/** No record holds every word: the results hold `matched` of the keyword's `of` words. */
export const PartialMatchSchema = z.object({
  matched: z.number().int().min(1),
  of: z.number().int().min(2),
});
export type PartialMatch = z.infer<typeof PartialMatchSchema>;

/** A keyword the query language cannot read: what is wrong and where, and what was searched instead. */
export const QueryProblemNoticeSchema = z.object({
  message: z.string(),
  /** Character offset in the keyword where the problem is. */
  position: z.number().int().min(0),
  /** The words searched instead, written as a query; empty when nothing was left to search. */
  searched: z.string(),
});
export type QueryProblemNotice = z.infer<typeof QueryProblemNoticeSchema>;
