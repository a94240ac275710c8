import { useCspNonce } from '../lib/csp-nonce.tsx';

/** Characters that could end the script element or break the line inside it, as JSON escapes. */
const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON that can sit inside a script element whatever the catalogue's text holds. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE_IN_SCRIPT[c] ?? c);
}

/**
 * A page's schema.org description, for search engines. It is data, never run, but it is an inline
 * script element all the same, so it carries the page's nonce like every other (ADR 023).
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useCspNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{
        __html: scriptSafeJson({ '@context': 'https://schema.org', ...data }),
      }}
    />
  );
}
