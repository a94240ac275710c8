/**
 * The Content Security Policy, Permissions-Policy and Strict-Transport-Security values (ADR 023).
 * Pure functions of the configuration and of the answer's nonce; security-headers.ts sends them.
 */

/** What the policies depend on: the site's public address and the identity provider's. */
export interface PolicySite {
  publicUrl: string;
  /** An external OpenID Connect issuer; null when the embedded provider under /auth signs in. */
  oidcIssuer: string | null;
}

/** The only other site a page may frame: the privacy-enhanced YouTube player of the landing videos. */
const VIDEO_PLAYER = 'https://www.youtube-nocookie.com';

/** JSON and every other answer that is not a page: nothing may load, nothing may frame it. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Browser features a catalogue never uses, turned off for the pages and anything they embed.
 * Only features Chromium knows are named: an unknown one (interest-cohort, bluetooth, ambient-light-
 * sensor) is reported as an error on every page; browsing-topics replaced interest-cohort. Autoplay, encrypted media, fullscreen and picture-in-picture stay: the landing videos use them.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

const isHttps = (site: PolicySite) => site.publicUrl.startsWith('https:');

/** Where a form may be sent, redirects after it included: this site and its identity provider. */
function formTargets(site: PolicySite): string[] {
  const origins = new Set(["'self'", new URL(site.publicUrl).origin]);
  if (site.oidcIssuer) origins.add(new URL(site.oidcIssuer).origin);
  return [...origins];
}

/**
 * The policy of an HTML page. With a nonce (every page the server renders itself): scripts run
 * only when they carry it or are loaded by one that does ('strict-dynamic'), and style elements
 * likewise; style attributes stay allowed, as the components position and hide things with them.
 * Without a nonce (the API documentation, the embedded provider's own error page): scripts only
 * from this site, none inline, and inline styles allowed since those pages cannot carry a nonce.
 */
export function pagePolicy(site: PolicySite, nonce: string | null): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    nonce ? ['script-src', `'nonce-${nonce}'`, "'strict-dynamic'", "'self'"] : ['script-src', "'self'"],
    nonce ? ['style-src', "'self'", `'nonce-${nonce}'`] : ['style-src', "'self'", "'unsafe-inline'"],
    ...(nonce ? [['style-src-attr', "'unsafe-inline'"] as [string, string]] : []),
    // Thumbnails and logos come from the collections' own hosts, on either scheme.
    ['img-src', "'self'", 'data:', 'https:', 'http:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    // The human check's proof of work runs in workers made from blobs (ALTCHA).
    ['worker-src', "'self'", 'blob:'],
    ['frame-src', VIDEO_PLAYER],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', ...formTargets(site)],
    ['frame-ancestors', "'self'"],
    ...(isHttps(site) ? [['upgrade-insecure-requests'] as [string]] : []),
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** HSTS for a site served over https: a year, subdomains included; nothing over plain http. */
export function transportSecurity(site: PolicySite): string | null {
  return isHttps(site) ? 'max-age=31536000; includeSubDomains' : null;
}
