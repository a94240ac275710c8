import type { FramedSignInPage } from '@trove/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shows a sign-in page in the portal's frame, once the web app is served (web.ts). */
    pageFrame: PageFrame;
  }
}

/**
 * The web app's rendering of a sign-in page inside its layout (header, footer, styles; issue 14
 * §4), for the answer `reply` is making. Null until mountWeb sets it, and on a server without the
 * web app: the sign-in pages then stand alone (auth/pages.ts).
 */
export interface PageFrame {
  render: ((reply: FastifyReply, page: FramedSignInPage) => Promise<Response>) | null;
}

/** Made before the routes that use it, filled in by mountWeb after them. */
export function installPageFrame(app: FastifyInstance): void {
  app.decorate('pageFrame', { render: null } satisfies PageFrame);
}
