import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { Store } from '@trove/db';
import type { SearchEngine } from '@trove/search';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { ServerConfig } from './config.ts';
import { fastifyTrustProxy } from './trust-proxy.ts';
import type { AppDeps, SearchEngineRef } from './deps.ts';
import { installCaching } from './http/caching.ts';
import { installCompression } from './http/compression.ts';
import { defaultLoadLimits } from './http/load-queue.ts';
import { installLoadShedding } from './http/load-shedding.ts';
import { cookieSecret, installCookies } from './http/cookies.ts';
import {
  EMBEDDED_CLIENT_ID,
  SIGN_UP_PARAM,
  createEmbeddedProvider,
  embeddedClientSecret,
} from './auth/embedded-provider.ts';
import { injectFetch } from './auth/inject-fetch.ts';
import { logOutWith } from './auth/logout.ts';
import { OidcClient } from './auth/oidc-client.ts';
import { installSessions } from './auth/session.ts';
import { installCsrfGuard } from './http/csrf-guard.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { installAddressTextGuard } from './http/text-guard.ts';
import { notFound } from './domain/errors.ts';
import { assetRoutes } from './routes/assets.routes.ts';
import { listRoutes } from './routes/list.routes.ts';
import { authRoutes, providerRoutes } from './routes/auth.routes.ts';
import { installPageFrame } from './web/page-frame.ts';
import { bookshopRoutes } from './routes/bookshops.routes.ts';
import { citationRoutes } from './routes/citations.routes.ts';
import { collectionRoutes } from './routes/collections.routes.ts';
import { configurationRoutes } from './routes/configuration.routes.ts';
import { captchaRoutes } from './routes/captcha.routes.ts';
import { containingListRoutes, listWriteRoutes } from './routes/lists.routes.ts';
import { listPeopleRoutes } from './routes/list-people.routes.ts';
import { listExportRoutes } from './routes/list-export.routes.ts';
import { curationRoutes } from './routes/curation.routes.ts';
import { moderationRoutes } from './routes/moderation.routes.ts';
import { noteReadRoutes, noteWriteRoutes, userNoteRoutes } from './routes/notes.routes.ts';
import { tagReadRoutes, tagWriteRoutes, userTagRoutes } from './routes/tags.routes.ts';
import { copyrightRoutes } from './routes/copyright.routes.ts';
import { downloadRoutes } from './routes/downloads.routes.ts';
import { exploreRoutes } from './routes/explore.routes.ts';
import { hallOfFameRoutes, recentCorrectionRoutes } from './routes/hall-of-fame.routes.ts';
import { healthRoutes } from './routes/health.routes.ts';
import { landingRoutes } from './routes/landing.routes.ts';
import { profileRoutes } from './routes/profile.routes.ts';
import { profileEditRoutes } from './routes/profile-edit.routes.ts';
import { dashboardRoutes } from './routes/dashboard.routes.ts';
import { notificationRoutes } from './routes/notifications.routes.ts';
import { profileSettingsRoutes } from './routes/profile-settings.routes.ts';
import { articleRoutes } from './routes/articles.routes.ts';
import { correctionReviewRoutes, correctionRoutes } from './routes/corrections.routes.ts';
import { apiKeyReviewRoutes, apiKeyRoutes } from './routes/api-keys.routes.ts';
import { personRoutes } from './routes/people.routes.ts';
import { versionRoutes } from './routes/versions.routes.ts';
import { workBorrowRoutes, workRoutes } from './routes/works.routes.ts';
import { searchRoutes } from './routes/search.routes.ts';
import { searchMetadataRoutes } from './routes/search-metadata.routes.ts';
import { v3Routes } from './v3/v3.plugin.ts';
import { installApiKeyGate } from './http/api-key-gate.ts';
import { installDeprecationHeaders } from './http/deprecation-headers.ts';
import { apiKeySettingsOf } from './services/api-keys/api-key-settings.ts';
import { oaiRoutes } from './routes/oai.routes.ts';
import { sitemapRoutes } from './routes/sitemap.routes.ts';

export interface BuildAppOptions {
  store: Store;
  /** The engine, or a reference filled in once the index is ready (until then searches answer 503). */
  searchEngine: SearchEngine | SearchEngineRef | null;
  config: ServerConfig;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
  /** Told of every route as it is registered (the probes enumerate the routes with it). */
  onRoute?: (route: RouteOptions) => void;
}

function isRef(value: BuildAppOptions['searchEngine']): value is SearchEngineRef {
  return value !== null && 'current' in value;
}

/** The HTTP application: /api, /healthz and the OpenAPI document, without listening. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // Request ids in every log line; an upstream proxy's id is kept when it sends one.
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    // Behind a reverse proxy the visitor's address (the sign-in rate limit's key) and scheme come
    // from X-Forwarded-*, believed only from the proxies TRUST_PROXY names.
    trustProxy: fastifyTrustProxy(options.config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const deps: AppDeps = {
    store: options.store,
    search: isRef(options.searchEngine) ? options.searchEngine : { current: options.searchEngine },
    config: options.config,
    now: options.now ?? (() => new Date()),
  };

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installSecurityHeaders(app, {
    publicUrl: options.config.publicUrl,
    oidcIssuer: options.config.oidc?.issuer ?? null,
  });
  installCaching(app);
  await installCompression(app);
  // Before sessions: a request that is turned away costs nothing more.
  installLoadShedding(app, options.config.loadLimits ?? defaultLoadLimits(), options.config.productName);
  const secret = await cookieSecret(options.store, options.config.sessionSecret ?? undefined);
  await installCookies(app, secret);
  const { publicUrl, productName, oidc } = options.config;
  // An external issuer when configured; otherwise the embedded provider with local accounts (ADR 014).
  const provider = oidc
    ? null
    : await createEmbeddedProvider(options.store, {
        site: options.config,
        productName,
        cookieSecret: secret,
      });
  const oidcClient = oidc
    ? new OidcClient({ ...oidc, embedded: false, signUpParameters: { prompt: 'create' } })
    : new OidcClient({
        issuer: `${publicUrl}/auth`,
        clientId: EMBEDDED_CLIENT_ID,
        clientSecret: embeddedClientSecret(secret),
        embedded: true,
        signUpParameters: { [SIGN_UP_PARAM]: '1' },
        fetch: injectFetch(app, publicUrl),
      });
  const logOut = logOutWith(options.store, provider, publicUrl.startsWith('https:'));
  installSessions(app, options.store, {
    secure: publicUrl.startsWith('https:'),
    now: deps.now,
    refresh: ({ refreshToken }) => oidcClient.refresh(refreshToken, deps.now()),
  });
  installCsrfGuard(app, options.config.publicUrl);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${options.config.productName} API`,
        version: '1.0.0',
        description: 'The calls the portal makes (spec 01 §7, 03 §7).',
      },
      // Without PUBLIC_URL the API is wherever the document was read from (ADR 030).
      servers: [{ url: options.config.allowedHosts ? '/' : options.config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  app.setNotFoundHandler((request) => {
    throw notFound(`There is nothing at ${request.method} ${request.url.split('?')[0] ?? ''}.`);
  });
  await app.register(healthRoutes(deps));
  // OAI-PMH, the sitemaps and robots.txt, outside /api: harvesters and crawlers (ADR 052).
  await app.register(oaiRoutes(deps, secret));
  await app.register(sitemapRoutes(deps));
  // Before the sign-in pages: the web app, mounted later, shows them in its frame (web/page-frame.ts).
  installPageFrame(app);
  await app.register(authRoutes(deps, oidcClient, provider, logOut));
  if (provider) await app.register(providerRoutes(provider, options.config));
  await app.register(
    async (api) => {
      installAddressTextGuard(api);
      await api.register(configurationRoutes(deps));
      await api.register(profileRoutes(deps, oidcClient, logOut));
      await api.register(profileEditRoutes(deps));
      await api.register(apiKeyRoutes(deps));
      await api.register(apiKeyReviewRoutes(deps));
      await api.register(notificationRoutes(deps));
      await api.register(profileSettingsRoutes(deps, logOut));
      await api.register(downloadRoutes(deps));
      await api.register(landingRoutes(deps));
      await api.register(collectionRoutes(deps));
      // Works, versions, people and articles in the order their calls were first registered.
      await api.register(workRoutes(deps));
      await api.register(versionRoutes(deps));
      await api.register(workBorrowRoutes(deps));
      await api.register(personRoutes(deps));
      await api.register(articleRoutes(deps));
      await api.register(correctionRoutes(deps, secret));
      await api.register(correctionReviewRoutes(deps));
      await api.register(copyrightRoutes(deps));
      await api.register(citationRoutes(deps));
      await api.register(bookshopRoutes(deps));
      // Tags, notes and lists in the order their calls were first registered (the OpenAPI document's order).
      await api.register(noteReadRoutes(deps));
      await api.register(tagReadRoutes(deps));
      await api.register(containingListRoutes(deps));
      await api.register(tagWriteRoutes(deps));
      await api.register(noteWriteRoutes(deps));
      await api.register(userTagRoutes(deps));
      await api.register(userNoteRoutes(deps));
      await api.register(listWriteRoutes(deps));
      await api.register(listExportRoutes(deps));
      await api.register(listRoutes(deps));
      await api.register(listPeopleRoutes(deps));
      await api.register(curationRoutes(deps));
      await api.register(dashboardRoutes(deps));
      await api.register(moderationRoutes(deps));
      await api.register(hallOfFameRoutes(deps));
      await api.register(recentCorrectionRoutes(deps));
      await api.register(captchaRoutes(deps));
      await api.register(searchRoutes(deps));
      await api.register(exploreRoutes(deps));
      await api.register(searchMetadataRoutes(deps));
      await api.register(assetRoutes());
      api.setNotFoundHandler((request) => {
        throw notFound(`There is no API call ${request.method} ${request.url.split('?')[0] ?? ''}.`);
      });
    },
    { prefix: '/api' },
  );
  // The public API compatible with Trove API v3 (ADR 051), with its own errors, CORS and /v3/docs;
  // its calls behind the key and quota gate and carrying announced changes' headers (ADR 050).
  const announced = apiKeySettingsOf(options.config.apiKeys).changes;
  await app.register(
    v3Routes(deps, {
      gate: (api) => {
        installApiKeyGate(api, deps, { addressSecret: secret });
        installDeprecationHeaders(api, announced, deps.now);
      },
    }),
    { prefix: '/v3' },
  );
  return app;
}
