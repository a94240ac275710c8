import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_FORM_FIELD, csrfRefusal } from '../auth/csrf.ts';
import { notFound } from '../domain/errors.ts';
import { HttpError } from '../http/errors.ts';
import { ownOrigins } from '../http/origins.ts';
import { callerOf } from '../http/viewer.ts';
import { PRIVATE_PAGE } from './page-caching.ts';

/** A page's form holds at most a web address's note (50,000 characters) and a few short fields. */
const FORM_BODY_LIMIT = 256 * 1024;
const FORM_TYPE = 'application/x-www-form-urlencoded';
/**
 * A page's file upload (the profile picture, ADR 040): room for a picture over the API's own limit,
 * so the API, not this parser, says it is too big, in words the page shows beside the field.
 */
const UPLOAD_TYPE = 'multipart/form-data';
const UPLOAD_BODY_LIMIT = 12 * 1024 * 1024;

/**
 * Answers a form posted to a page (the page's route action): with JavaScript React Router posts it
 * to `<page>.data`, without it the browser posts to the page itself (ADR 038). The form must come
 * from this site and, when signed in, carry the session's CSRF token in its hidden `_csrf` field
 * (double submit, as the API's header does), because the action makes the visitor's calls for
 * them. `render` turns the checked request (its url-encoded body as text) into the answer.
 */
export async function installPageForms(
  app: FastifyInstance,
  publicUrl: string,
  render: (request: FastifyRequest, reply: FastifyReply, body: string | Buffer) => Promise<FastifyReply>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      FORM_TYPE,
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_r, body, done) => done(null, body),
    );
    scope.addContentTypeParser(
      UPLOAD_TYPE,
      { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
      (_r, body, done) => done(null, body),
    );
    // The answer to a form is this visitor's alone, whatever the page's own caching says.
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', PRIVATE_PAGE);
    });
    scope.post('/*', { schema: { hide: true }, config: { queued: 'page' } }, async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/auth/'))
        throw notFound();
      const type = request.headers['content-type'] ?? '';
      if (type.startsWith(UPLOAD_TYPE) && Buffer.isBuffer(request.body)) {
        checkPageForm(request, publicUrl, await uploadToken(type, request.body));
        return render(request, reply, request.body);
      }
      if (!type.startsWith(FORM_TYPE) || typeof request.body !== 'string')
        throw new HttpError(
          415,
          'unsupported_media_type',
          'A page takes only a form posted url-encoded, or multipart with a file.',
        );
      checkPageForm(request, publicUrl, new URLSearchParams(request.body).get(CSRF_FORM_FIELD));
      return render(request, reply, request.body);
    });
  });
}

/** The CSRF field of a multipart form; a body that is not one has none. */
async function uploadToken(type: string, body: Buffer): Promise<string | null> {
  try {
    const form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
    const token = form.get(CSRF_FORM_FIELD);
    return typeof token === 'string' ? token : null;
  } catch {
    throw new HttpError(400, 'bad_request', 'The form could not be read.');
  }
}

function checkPageForm(request: FastifyRequest, publicUrl: string, token: string | null): void {
  const refusal = csrfRefusal({
    method: request.method,
    signedIn: callerOf(request) !== null,
    origin: request.headers.origin,
    referer: request.headers.referer,
    ownOrigins: ownOrigins(publicUrl, request),
    cookieToken: request.cookies[CSRF_COOKIE],
    headerToken: token ?? undefined,
  });
  if (refusal) throw new HttpError(403, 'csrf', refusal);
}
