import { data } from 'react-router';
import type { FramedSignInPage } from '@trove/contracts';
import type { Route } from './+types/sign-in-route';
import type { CrumbHandle } from '../../lib/crumb-handle.ts';
import styles from './sign-in.module.css';

declare module 'react-router' {
  interface AppLoadContext {
    /** A sign-in page the server made, to show in the portal's frame (server: auth/form-http.ts). */
    signInPage?: FramedSignInPage;
  }
}

/**
 * The sign-in, sign-up and password pages in the portal's frame (issue 14 §4). The server answers
 * /auth itself and makes each page (its forms, CSRF checks and errors stay there); it renders this
 * route in the same process with the page in the load context. Nothing else reaches it: without a
 * page it is not found. It is sent without the app's scripts (`documentOnly`): its forms post to
 * the server, and every link from it loads a whole document.
 */
export function loader({ context }: Route.LoaderArgs) {
  const page = context?.signInPage;
  if (!page) throw data(null, { status: 404 });
  return data(page, { status: page.status });
}

export const handle: CrumbHandle = {
  crumbs: (loaded) => [{ text: (loaded as FramedSignInPage | undefined)?.heading ?? 'Page not found' }],
  documentOnly: true,
};

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.documentTitle ?? '' }, { name: 'robots', content: 'noindex' }];
}

export default function SignInPage({ loaderData }: Route.ComponentProps) {
  // HTML the server made from escaped text (auth/pages.ts), never text from the address or a form as is.
  return <div className={styles.page} dangerouslySetInnerHTML={{ __html: loaderData.html }} />;
}
