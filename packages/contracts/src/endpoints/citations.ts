import { z } from 'zod';
import { CitationSchema } from '../api/citations.ts';
import { recordIdText } from '../input.ts';
import { endpoint } from './endpoint.ts';

/** A citation call: the record's citations in every style. */
function citationOf(record: string, summary: string) {
  return {
    group: 'citation',
    summary,
    params: z.object({ id: recordIdText(record) }),
    response: CitationSchema,
    errors: [404, 410, 500],
  } as const;
}

/** Spec 02 §7 citation calls; /citation/article/{id} is this portal's addition (ADR 007). */
export const citations = {
  work: endpoint({
    method: 'GET',
    path: '/citation/work/:id',
    ...citationOf('work', 'Citations of a work, or of one of its versions'),
    query: z.object({ version: recordIdText('version').optional() }),
  }),
  person: endpoint({
    method: 'GET',
    path: '/citation/person/:id',
    ...citationOf('person', 'Citations of a person or organisation page'),
  }),
  article: endpoint({
    method: 'GET',
    path: '/citation/article/:id',
    ...citationOf('article', 'Citations of a newspaper or gazette article'),
  }),
};
