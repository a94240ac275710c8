import { ApiErrorSchema, CACHE_SECONDS, CitationSchema, recordIdText } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { parseRecordId } from '../http/errors.ts';
import { citeArticle, citePerson, citeWork } from '../services/citation-service.ts';

const VersionQuery = z.object({ version: recordIdText('version').optional() });
const schema = (summary: string, record: string) => ({
  tags: ['citation'],
  summary,
  params: z.object({ id: recordIdText(record) }),
  response: { 200: CitationSchema, 404: ApiErrorSchema, 410: ApiErrorSchema, 500: ApiErrorSchema },
});
// Cached like the record it cites; the access date may lag by those few minutes.
const cache = { cacheSeconds: CACHE_SECONDS.record };

/** Spec 02 §7 citation calls; /citation/article/{id} is this portal's addition (ADR 007). */
export function citationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/citation/work/:id',
      {
        schema: {
          ...schema('Citations of a work, or of one of its versions', 'work'),
          querystring: VersionQuery,
        },
        config: cache,
      },
      (request) => {
        const { id } = request.params;
        const { version } = request.query;
        return citeWork(
          deps,
          { raw: id, id: parseRecordId('work', id) },
          version === undefined ? undefined : { raw: version, id: parseRecordId('version', version) },
        );
      },
    );
    app.get(
      '/citation/person/:id',
      { schema: schema('Citations of a person or organisation page', 'person'), config: cache },
      (request) => citePerson(deps, request.params.id, parseRecordId('person', request.params.id)),
    );
    app.get(
      '/citation/article/:id',
      { schema: schema('Citations of a newspaper or gazette article', 'article'), config: cache },
      (request) => citeArticle(deps, request.params.id, parseRecordId('article', request.params.id)),
    );
  };
}
