import { MESSAGES } from '@trove/contracts';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../domain/errors.ts';
import { answerOf } from '../http/error-handler.ts';
import { HttpError } from '../http/errors.ts';
import { CSRF_REFUSALS } from './csrf.ts';
import { sendPage } from './form-http.ts';

/** The heading of each problem a browser can meet on the sign-in pages. */
const TITLES: Record<string, string> = {
  too_many_requests: 'Too many attempts',
  sign_in_expired: 'Your sign-in has expired',
  sign_in_failed: 'The sign-in could not be completed',
  sign_in_stale: 'Log in again with your password',
  csrf: 'The form was not accepted',
  bad_backurl: 'This sign-in link is not valid',
};

/** Where to start again: the reset pages ask for a new link, sign-up signs up, the rest log in. */
function startAgain(request: FastifyRequest): [string, string] {
  const path = request.url.split('?')[0] ?? '';
  if (path.startsWith('/auth/reset')) return ['/auth/reset', 'Start again: ask for a reset link'];
  if (path === '/auth/signup') return ['/auth/signup', 'Start again: sign up'];
  return ['/auth/login', 'Start again: log in'];
}

/** The sentence shown: a form refused for its origin says what to do about it. */
function messageOf(error: HttpError | DomainError): string {
  if (error.code === 'csrf' && error.message === CSRF_REFUSALS.otherSite)
    return 'The form was sent from another site, so it was not accepted. Start again from this site.';
  return error.message;
}

/**
 * Problems on the browser-facing /auth pages come back as pages, not JSON: the same status, the
 * problem in words and a link to start again. Details of server failures go to the log only.
 */
export function installAuthErrorPages(app: FastifyInstance, productName: string): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const links: [string, string][] = [startAgain(request), ['/', `Go to the ${productName} home page`]];
    const known = error instanceof HttpError || error instanceof DomainError;
    const status = known ? answerOf(error).status : (error.statusCode ?? 500);
    if (status >= 400 && status < 500) {
      const title = (known && TITLES[error.code]) || 'There is a problem';
      const message = known ? messageOf(error) : error.message;
      return sendPage(reply, productName, status, { title, error: message, links });
    }
    request.log.error({ err: error }, 'sign-in page failed');
    return sendPage(reply, productName, status >= 500 ? status : 500, {
      title: 'Something went wrong',
      error: `${MESSAGES.unexpected('answer this request')}. Please try again.`,
      links,
    });
  });
}
