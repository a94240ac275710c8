import type { FastifyInstance } from 'fastify';
import { requestPasswordReset, resetLinkIsLive, resetPassword } from '../auth/account-service.ts';
import { checkFormOrigin, formText, sendPage } from '../auth/form-http.ts';
import { deadResetLinkPage, newPasswordPage, passwordChangedPage, resetRequestPage } from '../auth/forms.ts';
import type { AppDeps } from '../deps.ts';
import { siteUrlOf } from '../http/site-address.ts';

/**
 * Password reset (ADR 014): ask for a link by e-mail address, then choose a new password through
 * it. Registered inside the sign-in routes, so it shares their form parser, rate limit and pages.
 */
export function passwordResetRoutes(deps: AppDeps, options: { config: object }) {
  const product = deps.config.productName;
  const publicUrl = deps.config.publicUrl;
  const hidden = { schema: { hide: true } };
  const limited = { ...hidden, config: options.config };
  // A dead link is gone for good: 410, with a way to ask for another.
  const dead = 410;

  return async (app: FastifyInstance) => {
    app.get('/auth/reset', hidden, async (_request, reply) =>
      sendPage(reply, product, 200, resetRequestPage()),
    );

    app.post('/auth/reset', limited, async (request, reply) => {
      checkFormOrigin(request, publicUrl);
      const email = formText(request.body, 'email');
      const token = await requestPasswordReset(deps.store, email, deps.now());
      // No mail server yet: the link goes to the log for the operator to pass on (ADR 014).
      if (token)
        request.log.warn(
          { passwordResetFor: email.trim().toLowerCase() },
          `Password reset link: ${siteUrlOf(request, deps.config)}/auth/reset/${token}`,
        );
      return sendPage(
        reply,
        product,
        200,
        resetRequestPage(
          'If an account has this e-mail address, a link to choose a new password is on its way. The link works for 2 hours.',
        ),
      );
    });

    app.get('/auth/reset/:token', hidden, async (request, reply) => {
      const token = (request.params as { token?: string }).token ?? '';
      if (!(await resetLinkIsLive(deps.store, token, deps.now())))
        return sendPage(reply, product, dead, deadResetLinkPage());
      return sendPage(reply, product, 200, newPasswordPage(token));
    });

    app.post('/auth/reset/:token', limited, async (request, reply) => {
      checkFormOrigin(request, publicUrl);
      const token = (request.params as { token?: string }).token ?? '';
      const result = await resetPassword(deps.store, token, formText(request.body, 'password'), deps.now());
      if (result.ok) return sendPage(reply, product, 200, passwordChangedPage());
      if ('dead' in result) return sendPage(reply, product, dead, deadResetLinkPage());
      return sendPage(reply, product, 400, newPasswordPage(token, result.errors));
    });
  };
}
