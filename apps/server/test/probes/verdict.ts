import type { ProbeRequest } from './request-arbitrary.ts';

export interface ProbeResponse {
  status: number;
  contentType: string;
  body: string;
}

/** The API's own paths answer JSON; the sign-in pages and the identity provider answer pages. */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/api' || path.startsWith('/api/') || path === '/healthz';
}

function jsonError(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const underV3 = (path: string) => path === '/v3' || path.startsWith('/v3/');

/** The public API v3's own paths (ADR 051): errors in v3's shape, JSON or XML. */
export function isV3Path(url: string): boolean {
  const raw = url.split('?')[0] ?? '';
  const path = URL.canParse(raw, 'http://probe') ? new URL(raw, 'http://probe').pathname : raw;
  return underV3(path);
}

/**
 * Whether v3 may have answered: its path, or one whose dot segments lead out of /v3 ('/v3/..//x'),
 * which the router does not resolve and v3's own 404 answers.
 */
function mayBeV3(url: string): boolean {
  return isV3Path(url) || underV3(url.split('?')[0] ?? '');
}

/**
 * v3's error: JSON `{ statusCode, statusText, description }` or the same under an XML <error>; or
 * the server's own `{ statusCode, error, message }` for a request refused before any route reads it
 * (431 headers too large, a request HTTP cannot parse).
 */
function isV3Error(response: ProbeResponse, json: Record<string, unknown> | null): boolean {
  if (json !== null)
    return (
      typeof json.statusCode === 'number' &&
      (typeof json.description === 'string' ||
        (typeof json.error === 'string' && typeof json.message === 'string'))
    );
  return (
    response.contentType.startsWith('application/xml') &&
    /<error><statusCode>\d{3}<\/statusCode>/.test(response.body)
  );
}

/**
 * What is wrong with an answer, or null: never a 5xx; an API 4xx is JSON `{ error, message }` (v3's
 * own error shape under /v3); a
 * page's 4xx is a page, or JSON `{ error, message }` (or OAuth's `{ error, error_description }`
 * from the identity provider's own endpoints).
 */
export function problemWith(request: ProbeRequest, response: ProbeResponse): string | null {
  if (response.status >= 500) return `answered ${response.status}`;
  if (response.status < 400 || request.method === 'HEAD') return null;
  const json = jsonError(response.body);
  const hasText = (key: string) => typeof json?.[key] === 'string' && json[key] !== '';
  const apiShape = json !== null && hasText('error') && hasText('message');
  if (isV3Path(request.url)) {
    return isV3Error(response, json) ? null : `answered ${response.status} without v3's error body`;
  }
  if (mayBeV3(request.url) && isV3Error(response, json)) return null;
  if (isApiPath(request.url)) {
    return apiShape ? null : `answered ${response.status} without a JSON { error, message } body`;
  }
  if (apiShape || (json !== null && hasText('error') && hasText('error_description'))) return null;
  if (response.contentType.startsWith('text/html') && response.body.length > 0) return null;
  return `answered ${response.status} with neither a page nor a JSON { error, message } body`;
}

/** Long text shortened for a report: runs of one character counted, the middle of the rest cut. */
export function abbreviate(text: string, max = 400): string {
  const runs = text.replace(/(.)\1{19,}/gsu, (run, ch: string) => `${ch}…(×${[...run].length})`);
  return runs.length <= max
    ? runs
    : `${runs.slice(0, max / 2)}…(${runs.length - max} more)…${runs.slice(-max / 2)}`;
}

/** A request as it was sent, to replay it by hand (runs of one character counted, texts past max cut in the middle). */
export function describeRequest(request: ProbeRequest, max = 400): string {
  const headers = Object.entries(request.headers).map(
    ([name, value]) => `\n  ${name}: ${JSON.stringify(abbreviate(value, max))}`,
  );
  const body =
    request.body === undefined
      ? ''
      : `\n  body (${request.body.length} chars): ${JSON.stringify(abbreviate(request.body, max))}`;
  const who = `${request.caller}${request.sameSite ? '' : ', cross-site'}, from ${request.remoteAddress}`;
  return `${request.method} ${abbreviate(request.url, max)} (${who})${headers.join('')}${body}`;
}
