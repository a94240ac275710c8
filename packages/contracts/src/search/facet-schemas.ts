import { z } from 'zod';
import { FACET_CODES, type FacetTerm } from './facets.ts';

/** The facets of an answer as the API sends them; the table and terms they draw on are in facets.ts. */

export const FacetCodeSchema = z.enum(FACET_CODES);

export const FacetTermSchema: z.ZodType<FacetTerm> = z.lazy(() =>
  z.object({
    term: z.string(),
    displayTerm: z.string(),
    count: z.number(),
    selected: z.boolean(),
    subTerms: z.array(FacetTermSchema),
  }),
);

export const FacetSchema = z.object({
  code: FacetCodeSchema,
  displayName: z.string(),
  /** The query parameter a term of this facet is selected with. */
  limit: z.string(),
  terms: z.array(FacetTermSchema),
});
export type Facet = z.infer<typeof FacetSchema>;
