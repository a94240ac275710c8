import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { pageNonce } from '../http/csp-nonce.ts';
import { ownOrigins } from '../http/origins.ts';
import { controlCharacterRefusal } from '../http/text-guard.ts';
import { csrfRefusal } from './csrf.ts';
import type { PageContent } from './forms.ts';
import { renderAuthPage } from './pages.ts';

/** What the sign-in pages' routes share: sending a page, reading a posted form, checking its origin. */

export function sendPage(reply: FastifyReply, productName: string, status: number, content: PageContent) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(renderAuthPage({ productName, ...content, nonce: pageNonce(reply) }));
}

/** One text field of a posted form; anything else reads as empty. */
export function formText(form: unknown, name: string): string {
  const value = (form as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

/** Forms post from this site only (no login CSRF): a refusal is a 403 page (auth/error-pages.ts). */
export function checkFormOrigin(request: FastifyRequest, publicUrl: string): void {
  const refusal = csrfRefusal({
    method: request.method,
    signedIn: false,
    origin: request.headers.origin,
    referer: request.headers.referer,
    ownOrigins: ownOrigins(publicUrl, request),
    cookieToken: undefined,
    headerToken: undefined,
  });
  if (refusal) throw new HttpError(403, 'csrf', refusal);
}

/** Browsers post the forms url-encoded; 16 KiB is far more than any of them holds. */
export function acceptForms(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => {
      const form = Object.fromEntries(new URLSearchParams(body as string));
      // Control characters are refused here, before any field is read (ADR 024).
      done(controlCharacterRefusal(form, 'body'), form);
    },
  );
}
