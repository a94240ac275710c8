import type { FastifyRequest } from 'fastify';
import { isInProcess } from './in-process.ts';

/**
 * The address each answer's links and redirects use (issue 14 §4, ADR 030). With PUBLIC_URL set it
 * is always PUBLIC_URL. Without it the site answers on whichever of its allowed hosts the visitor
 * reached it by (Host, or X-Forwarded-Host from a trusted proxy), so a visitor on 127.0.0.1 stays
 * on 127.0.0.1; any other Host, which anybody can send, never becomes a link or a redirect: those
 * go to the first allowed host.
 */
export interface SiteAddress {
  /** PUBLIC_URL, or the first allowed host's address when PUBLIC_URL is unset. */
  publicUrl: string;
  /**
   * With PUBLIC_URL unset, the hosts (normalised `host[:port]`) the site answers on by their own
   * address, the first being the one publicUrl names; absent or null: every answer uses publicUrl.
   */
  allowedHosts?: readonly string[] | null;
}

/** The loopback names a local visitor may use, on the port the server listens on. */
export function defaultAllowedHosts(port: number): string[] {
  return ['localhost', '127.0.0.1', '[::1]'].map((host) => normaliseHost(`${host}:${port}`) ?? host);
}

/**
 * A Host header (or an ALLOWED_HOSTS entry) as the URL parser writes it: lower case, IPv6 in
 * brackets, the scheme's default port left out; null when it is not a bare host[:port]. Only an
 * allowed host is ever used, so spellings the parser folds together ('LOCALHOST', '127.1') are
 * harmless: the address written is the allowed one.
 */
export function normaliseHost(raw: string, scheme: 'http' | 'https' = 'http'): string | null {
  if (!raw || /[/\\?#@\s]/.test(raw)) return null;
  const address = `${scheme}://${raw}`;
  return URL.canParse(address) ? new URL(address).host : null;
}

/** The origins the site may be reached at: each allowed host over http and https. */
export function siteOrigins(site: SiteAddress): string[] {
  if (!site.allowedHosts) return [new URL(site.publicUrl).origin];
  return site.allowedHosts.flatMap((host) => [`http://${host}`, `https://${host}`]);
}

/**
 * A page's own API calls (answered in-process, web/api-transport.ts) carry the page's address in
 * this header, believed only beside the in-process token: a page on https behind a proxy makes
 * plain in-process calls, and they must still say https.
 */
export const SITE_HEADER = 'x-trove-site';

function isSiteOrigin(site: SiteAddress, origin: string): boolean {
  return siteOrigins(site).includes(origin);
}

/** The address this request's answer uses in its links, redirects and sign-in. */
export function siteUrlOf(request: FastifyRequest, site: SiteAddress): string {
  if (!site.allowedHosts) return site.publicUrl;
  const carried = request.headers[SITE_HEADER];
  if (typeof carried === 'string' && isInProcess(request) && isSiteOrigin(site, carried)) return carried;
  const scheme = request.protocol === 'https' ? 'https' : 'http';
  const host = normaliseHost(request.host, scheme);
  return host !== null && site.allowedHosts.includes(host) ? `${scheme}://${host}` : site.publicUrl;
}

/**
 * What a route hands a service for one answer: the same deps with publicUrl the address of the
 * request being answered, so the links the service writes (citations, the environment's address,
 * the sign-in's redirect URI, a download's links) point where the visitor is.
 */
export function atSite<D extends { config: SiteAddress }>(deps: D, request: FastifyRequest): D {
  const publicUrl = siteUrlOf(request, deps.config);
  return publicUrl === deps.config.publicUrl ? deps : { ...deps, config: { ...deps.config, publicUrl } };
}
