/**
 * A sign-in page the server made (apps/server/src/auth/pages.ts: sign-in, sign-up, password reset
 * and their problems) that the web app shows in the portal's frame, with its header, footer and
 * styles (issue 14 §4). It travels in the load context of a render inside the server process,
 * never over the network.
 */
export interface FramedSignInPage {
  /** The document's title ('Error: Log in to Trove | Trove'). */
  documentTitle: string;
  /** The page's heading, also its breadcrumb. */
  heading: string;
  /** Everything the page shows under the header (heading, messages, form, links): HTML the server escaped. */
  html: string;
  /** The answer's status (401 for a wrong password, 400 for a refused form …). */
  status: number;
}
