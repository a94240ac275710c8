import { useRouteLoaderData } from 'react-router';
import {
  DEFAULT_PRODUCT_NAME,
  pageTitle,
  type ApplicationConfig,
  type EnvironmentConfig,
} from '@trove/contracts';

export interface SiteInfo {
  product: string;
  publicUrl: string | null;
}

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** The product name and public address, read from the root loader's configuration. */
export function siteFromMatches(matches: readonly (MatchLike | undefined)[]): SiteInfo {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as
    { config: ApplicationConfig | null; environment: EnvironmentConfig | null } | undefined;
  return {
    product: root?.config?.branding.productName ?? DEFAULT_PRODUCT_NAME,
    publicUrl: root?.environment?.publicUrl ?? null,
  };
}

/** The same, for a component (the structured data a page renders with its nonce). */
export function useSiteInfo(): SiteInfo {
  return siteFromMatches([{ id: 'root', loaderData: useRouteLoaderData('root') }]);
}

export function absoluteUrl(publicUrl: string | null, path: string): string | null {
  if (!publicUrl) return null;
  return `${publicUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

export interface PageMetaInput {
  site: SiteInfo;
  /** The page part of the title; empty for the home page. */
  title: string;
  description: string;
  /** Path (and query, where it defines the page) of the canonical address. */
  path: string;
  type?: 'website' | 'article' | 'book' | 'profile';
  image?: string | null;
  noindex?: boolean;
}

/**
 * Title, description, canonical link and OpenGraph tags every public page renders on the server.
 * Structured data is not here: the page renders it (components/json-ld.tsx) with its nonce.
 */
export function pageMeta(input: PageMetaInput) {
  const title = pageTitle(input.title, input.site.product);
  const canonical = absoluteUrl(input.site.publicUrl, input.path);
  const description = input.description.replace(/\s+/g, ' ').trim().slice(0, 300);
  const tags: Record<string, unknown>[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: input.title || input.site.product },
    { property: 'og:description', content: description },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:site_name', content: input.site.product },
    { name: 'twitter:card', content: input.image ? 'summary_large_image' : 'summary' },
  ];
  if (canonical) {
    tags.push(
      { tagName: 'link', rel: 'canonical', href: canonical },
      { property: 'og:url', content: canonical },
    );
  }
  if (input.image) tags.push({ property: 'og:image', content: input.image });
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}
