import type { AppLoadContext } from 'react-router';
import type { EnvironmentConfig } from '@trove/contracts';

declare module 'react-router' {
  interface AppLoadContext {
    /**
     * The address the server is answering this page at (PUBLIC_URL, or the allowed host the
     * visitor reached it by; ADR 030): its canonical link and other absolute links use it.
     */
    siteUrl?: string;
  }
}

/**
 * The environment configuration with the public address this page is answered at. The
 * configuration is kept once for every page of the process, so its own address is the one of
 * whichever page first asked for it.
 */
export function atPageAddress(
  environment: EnvironmentConfig,
  context: AppLoadContext | undefined,
): EnvironmentConfig {
  const siteUrl = context?.siteUrl;
  return siteUrl ? { ...environment, publicUrl: siteUrl } : environment;
}
