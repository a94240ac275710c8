import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { pageNonce } from '../http/csp-nonce.ts';
import { ownOrigins } from '../http/origins.ts';
import { controlCharacterRefusal } from '../http/text-guard.ts';
import { csrfRefusal } from './csrf.ts';
import type { PageContent } from './forms.ts';
import { authPageBody, authPageTitle, renderAuthPage } from './pages.ts';

/** What the sign-in pages' routes share: sending a page, reading a posted form, checking its origin. */

/**
 * Sends a sign-in page: in the portal's frame (its header, footer and styles) when the web app is
 * served, else standing alone. Should the frame fail (its configuration cannot be read), the
 * page still comes, standing alone: signing in never depends on the rest of the portal.
 */
export async function sendPage(
  reply: FastifyReply,
  productName: string,
  status: number,
  content: PageContent,
): Promise<FastifyReply> {
  const page = { productName, ...content, nonce: pageNonce(reply) };
  reply.code(status).type('text/html; charset=utf-8');
  const frame = reply.server.pageFrame?.render;
  const framed = frame
    ? await frame(reply, {
        documentTitle: authPageTitle(page),
        heading: page.title,
        html: authPageBody(page),
        status,
      }).catch((error: unknown) => {
        reply.log.warn({ err: error }, 'the sign-in page could not be shown in the portal frame');
        return null;
      })
    : null;
  reply.header('cache-control', 'no-store');
  if (framed?.status === status) return reply.send(await framed.text());
  if (framed) reply.log.warn({ status: framed.status }, 'the portal frame of a sign-in page failed');
  return reply.send(renderAuthPage(page));
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
