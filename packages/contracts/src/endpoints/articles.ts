import { z } from 'zod';
import { ArticleSchema } from '../api/records.ts';
import { recordIdText } from '../input.ts';
import { endpoint } from './endpoint.ts';

/** Spec 02 §5: a newspaper or gazette article. */
export const articles = {
  get: endpoint({
    method: 'GET',
    path: '/newspaper/article/:id',
    group: 'records',
    summary: 'A newspaper or gazette article with its sanitised OCR text',
    params: z.object({ id: recordIdText('article') }),
    response: ArticleSchema,
    errors: [404, 410, 500],
  }),
};
