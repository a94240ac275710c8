import fs from 'node:fs';
import path from 'node:path';
import { CORRECTION_LIMITS, DEFAULT_PRODUCT_NAME } from '@trove/contracts';
import { z } from 'zod';
import { type LoadLimits, defaultLoadLimits } from './http/load-queue.ts';
import { type SiteAddress, defaultAllowedHosts, normaliseHost } from './http/site-address.ts';
import type { HarvestSettings } from './services/oai/harvest-settings.ts';
import {
  DEFAULT_PAGE_IMAGE_URL_TEMPLATE,
  pageImageTemplateProblem,
} from './services/corrections/page-image.ts';
import { type TrustProxy, parseTrustProxy } from './trust-proxy.ts';
import {
  type AnnouncedChange,
  type ApiKeySettings,
  DEFAULT_API_KEY_SETTINGS,
  apiKeySettingsProblem,
} from './services/api-keys/api-key-settings.ts';

/**
 * What the HTTP layer needs to know about this deployment. publicUrl and allowedHosts say which
 * address answers use (http/site-address.ts): in the deps a route hands a service (atSite),
 * publicUrl is the address of the request being answered.
 */
export interface ServerConfig extends SiteAddress {
  productName: string;
  systemTag: string | null;
  /** The shared data folder (the corpus), for files served as they are (state boundaries); none in tests. */
  dataFilesDir?: string | null;
  /** Signs cookies; when unset one is made once and kept in the store (http/cookies.ts). */
  sessionSecret?: string | null;
  /** An external OpenID Connect issuer (Keycloak); null or absent: local accounts (ADR 014). */
  oidc?: OidcSettings | null;
  /** Where finished search downloads are written (DATA_DIR/downloads); none: downloads are off. */
  downloadsDir?: string | null;
  /** Which reverse proxies' X-Forwarded-* headers to believe (trust-proxy.ts); absent: none. */
  trustProxy?: TrustProxy;
  /** The load queue in front of pages and searches (http/load-queue.ts); absent: the defaults. */
  loadLimits?: LoadLimits;
  /** Where visitors report a barrier or ask about the site (CONTACT_EMAIL): `{contact}` in about pages. */
  contactEmail?: string | null;
  /** Text correction's limits and periods (ADR 046); absent ones take DEFAULT_CORRECTION_SETTINGS. */
  corrections?: Partial<CorrectionSettings>;
  /** OAI-PMH page size, resumption token lifetime and sitemap size (ADR 052); absent: the defaults. */
  harvest?: Partial<HarvestSettings>;
  /** API keys, quotas and announced changes (ADR 050); absent ones take DEFAULT_API_KEY_SETTINGS. */
  apiKeys?: Partial<ApiKeySettings>;
}

/** What an operator may tune about text correction (issue 17; ADR 046). */
export interface CorrectionSettings {
  /** Lines one account may change in a minute. */
  linesPerMinutePerAccount: number;
  /** Lines may be changed from one address in a minute. */
  linesPerMinutePerAddress: number;
  /** How long the original OCR stays searchable beside the corrected text after the first correction. */
  originalSearchableDays: number;
  /** A change undone within this many days loses its hall of fame credit; an older one keeps it. */
  survivalDays: number;
  /** The printed page's image beside the lines: `{pageId}` is filled in; 'none' shows none (ADR 049). */
  pageImageUrlTemplate: string;
}

export const DEFAULT_CORRECTION_SETTINGS: CorrectionSettings = {
  linesPerMinutePerAccount: CORRECTION_LIMITS.linesPerMinutePerAccount,
  linesPerMinutePerAddress: CORRECTION_LIMITS.linesPerMinutePerAddress,
  originalSearchableDays: 90,
  survivalDays: 7,
  pageImageUrlTemplate: DEFAULT_PAGE_IMAGE_URL_TEMPLATE,
};

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string | null;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  CORPUS_DIR: z.string().min(1).optional(),
  PUBLIC_URL: z.url().optional(),
  ALLOWED_HOSTS: z
    .string()
    .transform((raw, ctx) => {
      const entries = raw
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const hosts = entries.map((entry) => normaliseHost(entry));
      const bad = entries.filter((_, i) => hosts[i] === null);
      if (bad.length === 0) return hosts as string[];
      ctx.addIssue({ code: 'custom', message: `not a host or host:port: ${bad.join(', ')}` });
      return z.NEVER;
    })
    .optional(),
  PRODUCT_NAME: z.string().trim().min(1).default(DEFAULT_PRODUCT_NAME),
  CONTACT_EMAIL: z.email().optional(),
  SYSTEM_TAG: z.string().trim().min(1).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  API_ORIGIN: z.url().optional(),
  API_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(10_000),
  QUEUE_CONCURRENCY: z.coerce.number().int().min(1).max(10_000).optional(),
  QUEUE_LENGTH: z.coerce.number().int().min(0).max(100_000).optional(),
  QUEUE_WAIT_MS: z.coerce.number().int().min(1).max(600_000).optional(),
  /** Search worker threads; 0 searches on the main thread. Default: one per core, at most 4. */
  SEARCH_WORKERS: z.coerce.number().int().min(0).max(32).optional(),
  /** fts5 (the embedded index, the default) or solr (a SolrCloud collection: SOLR_URLS, SOLR_COLLECTION). */
  SEARCH_ENGINE: z.enum(['fts5', 'solr']).default('fts5'),
  /** The SolrCloud's nodes, comma-separated; a search goes to the next when one cannot be reached. */
  SOLR_URLS: z
    .string()
    .transform((raw, ctx) => {
      const urls = raw
        .split(',')
        .map((url) => url.trim().replace(/\/$/, ''))
        .filter(Boolean);
      const bad = urls.filter((url) => !/^https?:\/\/[^\s/]+(\/\S*)?$/.test(url));
      if (urls.length > 0 && bad.length === 0) return urls;
      ctx.addIssue({
        code: 'custom',
        message: `not a list of http(s) addresses of Solr nodes: ${bad.join(', ') || raw}`,
      });
      return z.NEVER;
    })
    .optional(),
  /** The collection (or alias) searched; `npm run search:solr -- rebuild` switches the alias. */
  SOLR_COLLECTION: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'must be a Solr collection or alias name (letters, digits, . _ -)')
    .default('trove'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().trim().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  TRUST_PROXY: z
    .string()
    .transform((raw, ctx) => {
      const parsed = parseTrustProxy(raw);
      if ('value' in parsed) return parsed.value;
      ctx.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    })
    .optional(),
  CORRECTION_LINES_PER_MINUTE_PER_ACCOUNT: z.coerce.number().int().min(1).max(1_000_000).optional(),
  CORRECTION_LINES_PER_MINUTE_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).optional(),
  CORRECTION_ORIGINAL_SEARCHABLE_DAYS: z.coerce.number().int().min(0).max(36_500).optional(),
  CORRECTION_SURVIVAL_DAYS: z.coerce.number().int().min(0).max(36_500).optional(),
  API_KEYS_ISSUE_AT_ONCE: z.enum(['true', 'false']).optional(),
  API_NON_COMMERCIAL_QUOTA: z.string().trim().min(1).optional(),
  API_COMMERCIAL_QUOTA: z.string().trim().min(1).optional(),
  /** 'none' (the default): every call needs a key. */
  API_KEYLESS_QUOTA: z.string().trim().min(1).optional(),
  API_NOTICE_MONTHS: z.coerce.number().int().min(1).max(120).optional(),
  /** A JSON file of announced changes (AnnouncedChange[]): their Deprecation and Sunset headers. */
  API_CHANGES_FILE: z.string().trim().min(1).optional(),
  PAGE_IMAGE_URL_TEMPLATE: z
    .string()
    .trim()
    .superRefine((template, ctx) => {
      const problem = pageImageTemplateProblem(template);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
});

export interface Settings {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where the demo corpus is read from; null when there is none (a synthetic corpus is generated). */
  corpusDir: string | null;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Where server-side rendering reaches the API; undefined means this process. */
  apiOrigin: string | undefined;
  /** How long a page's call to the API at apiOrigin may take before the page says the service is busy. */
  apiTimeoutMs: number;
  /** Search worker threads; 0 searches on the main thread; undefined picks by the cores. */
  searchWorkers: number | undefined;
  /** The embedded index, or a SolrCloud collection (ADR 055). */
  search: SearchSettings;
  server: ServerConfig;
}

export type SearchSettings = { engine: 'fts5' } | { engine: 'solr'; urls: string[]; collection: string };

/** Reads the environment; throws one message naming every bad variable. */
export function readSettings(
  env: NodeJS.ProcessEnv,
  repoRoot: string,
  defaultCorpus: (root: string) => string | null,
): Settings {
  // Empty variables count as unset, as shells and compose files often leave them that way.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`The environment is not valid:\n${problems}`);
  }
  const e = parsed.data;
  if (e.OIDC_ISSUER && !e.OIDC_CLIENT_ID)
    throw new Error('The environment is not valid:\n  OIDC_CLIENT_ID: must be set with OIDC_ISSUER');
  if (e.SEARCH_ENGINE === 'solr' && !e.SOLR_URLS)
    throw new Error('The environment is not valid:\n  SOLR_URLS: must be set with SEARCH_ENGINE=solr');
  const corpusDir = resolveCorpusDir(e.CORPUS_DIR, repoRoot, defaultCorpus);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    corpusDir,
    logLevel: e.LOG_LEVEL,
    searchWorkers: e.SEARCH_WORKERS,
    search:
      e.SEARCH_ENGINE === 'solr' && e.SOLR_URLS
        ? { engine: 'solr', urls: e.SOLR_URLS, collection: e.SOLR_COLLECTION }
        : { engine: 'fts5' },
    apiOrigin: e.API_ORIGIN?.replace(/\/$/, ''),
    apiTimeoutMs: e.API_TIMEOUT_MS,
    server: {
      productName: e.PRODUCT_NAME,
      publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
      // PUBLIC_URL wins; without it the request's own host, when it is one of these.
      allowedHosts: e.PUBLIC_URL
        ? null
        : [...new Set([...defaultAllowedHosts(e.PORT), ...(e.ALLOWED_HOSTS ?? [])])],
      systemTag: e.SYSTEM_TAG ?? null,
      contactEmail: e.CONTACT_EMAIL ?? null,
      dataFilesDir: corpusDir,
      sessionSecret: e.SESSION_SECRET ?? null,
      downloadsDir: path.join(path.resolve(e.DATA_DIR), 'downloads'),
      trustProxy: e.TRUST_PROXY ?? false,
      loadLimits: loadLimitsOf(e),
      corrections: correctionSettingsOf(e),
      apiKeys: apiKeySettingsFromEnv(e),
      oidc: e.OIDC_ISSUER
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID ?? '',
            clientSecret: e.OIDC_CLIENT_SECRET ?? null,
          }
        : null,
    },
  };
}

function loadLimitsOf(e: z.infer<typeof EnvSchema>): LoadLimits {
  const defaults = defaultLoadLimits();
  return {
    concurrency: e.QUEUE_CONCURRENCY ?? defaults.concurrency,
    length: e.QUEUE_LENGTH ?? defaults.length,
    waitMs: e.QUEUE_WAIT_MS ?? defaults.waitMs,
  };
}

function correctionSettingsOf(e: z.infer<typeof EnvSchema>): CorrectionSettings {
  const d = DEFAULT_CORRECTION_SETTINGS;
  return {
    linesPerMinutePerAccount: e.CORRECTION_LINES_PER_MINUTE_PER_ACCOUNT ?? d.linesPerMinutePerAccount,
    linesPerMinutePerAddress: e.CORRECTION_LINES_PER_MINUTE_PER_ADDRESS ?? d.linesPerMinutePerAddress,
    originalSearchableDays: e.CORRECTION_ORIGINAL_SEARCHABLE_DAYS ?? d.originalSearchableDays,
    survivalDays: e.CORRECTION_SURVIVAL_DAYS ?? d.survivalDays,
    pageImageUrlTemplate: e.PAGE_IMAGE_URL_TEMPLATE ?? d.pageImageUrlTemplate,
  };
}

function apiKeySettingsFromEnv(e: z.infer<typeof EnvSchema>): ApiKeySettings {
  const d = DEFAULT_API_KEY_SETTINGS;
  const settings: ApiKeySettings = {
    issueNonCommercialAtOnce:
      e.API_KEYS_ISSUE_AT_ONCE === undefined
        ? d.issueNonCommercialAtOnce
        : e.API_KEYS_ISSUE_AT_ONCE === 'true',
    nonCommercialQuota: e.API_NON_COMMERCIAL_QUOTA ?? d.nonCommercialQuota,
    commercialQuota: e.API_COMMERCIAL_QUOTA ?? d.commercialQuota,
    keylessQuota:
      e.API_KEYLESS_QUOTA === undefined
        ? d.keylessQuota
        : e.API_KEYLESS_QUOTA === 'none'
          ? null
          : e.API_KEYLESS_QUOTA,
    noticeMonths: e.API_NOTICE_MONTHS ?? d.noticeMonths,
    changes: e.API_CHANGES_FILE ? readChanges(e.API_CHANGES_FILE) : d.changes,
  };
  const problem = apiKeySettingsProblem(settings);
  if (problem) throw new Error(`The environment is not valid:\n  API settings: ${problem}`);
  return settings;
}

function readChanges(file: string): AnnouncedChange[] {
  const parsed = ChangesSchema.safeParse(JSON.parse(fs.readFileSync(path.resolve(file), 'utf8')));
  if (!parsed.success)
    throw new Error(`The environment is not valid:\n  API_CHANGES_FILE: ${parsed.error.message}`);
  return parsed.data;
}

const ChangesSchema = z.array(
  z.object({
    summary: z.string().min(1),
    paths: z.array(z.string().startsWith('/')).min(1),
    announced: z.string(),
    deprecation: z.string(),
    sunset: z.string(),
    link: z.url().optional(),
  }),
);

/** CORPUS_DIR=none starts without a corpus (a synthetic demo corpus is generated) even where one exists. */
export const NO_CORPUS = 'none';

function resolveCorpusDir(
  value: string | undefined,
  repoRoot: string,
  defaultCorpus: (root: string) => string | null,
): string | null {
  if (value === undefined) return defaultCorpus(repoRoot);
  if (value === NO_CORPUS) return null;
  const dir = path.resolve(value);
  if (!fs.existsSync(dir)) throw new Error(`CORPUS_DIR ${value} does not exist`);
  return dir;
}
