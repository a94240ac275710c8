import { z } from 'zod';

/** The styles the Cite panel offers (spec 02 §2 Action panel), in the order it shows them. */
export const CITATION_STYLE_IDS = ['apa', 'mla', 'harvard', 'wikipedia', 'endnote', 'bibtex'] as const;
export type CitationStyleId = (typeof CITATION_STYLE_IDS)[number];

export const CitationStyleSchema = z.object({
  id: z.enum(CITATION_STYLE_IDS),
  label: z.string(),
  /** html: sanitised markup (italics) to show; text: shown verbatim, copied or downloaded. */
  format: z.enum(['html', 'text']),
  content: z.string(),
  /** Set for styles offered as a download (EndNote XML, BibTeX). */
  filename: z.string().optional(),
});
export type CitationStyle = z.infer<typeof CitationStyleSchema>;

/** GET /citation/work/{id}?version, /citation/person/{id}, /citation/article/{id}. */
export const CitationSchema = z.object({ styles: z.array(CitationStyleSchema) });
export type Citation = z.infer<typeof CitationSchema>;
