import type { ReactNode } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { DEFAULT_PRODUCT_NAME, MESSAGES, pageTitle } from '@trove/contracts';
import type { Route } from './+types/root';
import { Notice } from './components/notice.tsx';
import { SiteLayout } from './features/layout/site-layout.tsx';
import { parseClientState } from './lib/client-state.ts';
import { ClientStateProvider } from './lib/client-state-context.tsx';
import { loadAlerts, loadApplicationConfig, loadEnvironmentConfig } from './lib/config.server.ts';
import { useSendsScripts } from './lib/crumb-handle.ts';
import { useCspNonce } from './lib/csp-nonce.tsx';
import { atPageAddress } from './lib/site-url.ts';
import { loadViewer } from './lib/viewer.server.ts';
import type { RootData } from './lib/site.ts';
import './styles/global.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const [config, environment, alerts, viewer] = await Promise.all([
    loadApplicationConfig(),
    loadEnvironmentConfig(),
    loadAlerts(),
    loadViewer(request),
  ]);
  const configError = !config.ok ? config.message : !environment.ok ? environment.message : null;
  const body: RootData = {
    config: config.ok ? config.data : null,
    environment: environment.ok ? atPageAddress(environment.data, context) : null,
    // Alerts are not critical: without them the page simply has none.
    alerts: alerts.ok ? alerts.data : [],
    clientState: parseClientState(request.headers.get('cookie')),
    viewer,
    configError,
  };
  return data(body, configError ? { status: 503 } : undefined);
}

/** Alerts are refetched on each route change (spec 01 §4); the server caches them for 5 minutes. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

/**
 * Zod tries `new Function` once, when its first schema is made, to see whether it may compile
 * parsers; the policy forbids eval, so the browser reports the refused probe as a violation. This
 * runs before any module and tells zod to do without (the global is where `z.config` keeps it).
 */
const ZOD_WITHOUT_EVAL = 'globalThis.__zod_globalConfig = { jitless: true };';

/**
 * The document. React Router's scripts, module preloads and scroll restoration take the page's
 * nonce from the server entry (ADR 023); the human check's widget reads it from the csp-nonce meta
 * for the style element it adds, long after the browser has hidden the nonce attributes.
 */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useCspNonce();
  // A page sent as a document alone (the sign-in pages) has no scripts at all.
  const scripts = useSendsScripts();
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#3a2a6b" />
        <meta name="csp-nonce" content={nonce} suppressHydrationWarning />
        {scripts ? (
          <script
            nonce={nonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: ZOD_WITHOUT_EVAL }}
          />
        ) : null}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {scripts ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const product = loaderData.config?.branding.productName ?? DEFAULT_PRODUCT_NAME;
  return (
    <ClientStateProvider initial={loaderData.clientState}>
      <SiteLayout data={loaderData} product={product}>
        <Outlet />
      </SiteLayout>
    </ClientStateProvider>
  );
}

/** An error no page handled: keep the site's frame when configuration is there, say what happened. */
export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData('root') as RootData | undefined;
  const product = root?.config?.branding.productName ?? DEFAULT_PRODUCT_NAME;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const busy = status === 503;
  const heading =
    status === 404 ? 'Page not found' : busy ? MESSAGES.serviceBusyHeading : 'Something went wrong';
  const body = (
    <div
      style={{ maxWidth: 'var(--content-width)', margin: '0 auto', padding: 'var(--space-5) var(--space-4)' }}
    >
      <title>{pageTitle(heading, product)}</title>
      <h1>{heading}</h1>
      <Notice tone="error">
        <p>
          {status === 404
            ? 'The requested resource could not be found.'
            : busy
              ? MESSAGES.serviceBusy
              : MESSAGES.unexpected('load this page')}
        </p>
      </Notice>
    </div>
  );
  if (!root) return <main id="main">{body}</main>;
  return (
    <ClientStateProvider initial={root.clientState}>
      <SiteLayout data={root} product={product}>
        {body}
      </SiteLayout>
    </ClientStateProvider>
  );
}
