import { useRouteLoaderData } from 'react-router';
import {
  type Alert,
  type ApplicationConfig,
  type EnvironmentConfig,
  type ProfileInfo,
} from '@trove/contracts';
import type { ClientState } from './client-state.ts';

/** What the root loader gives every page. */
export interface RootData {
  config: ApplicationConfig | null;
  environment: EnvironmentConfig | null;
  alerts: Alert[];
  clientState: ClientState;
  /** The signed-in visitor's own profile; null when anonymous. */
  viewer: ProfileInfo | null;
  /** Set when configuration could not be read: the layout shows the critical-failure page. */
  configError: string | null;
}

export interface Site {
  config: ApplicationConfig;
  environment: EnvironmentConfig;
  product: string;
}

/** Configuration for components inside a page; pages only render when configuration loaded. */
export function useSite(): Site {
  const data = useRouteLoaderData('root') as RootData | undefined;
  if (!data?.config || !data.environment) throw new Error('Configuration is not loaded');
  return { config: data.config, environment: data.environment, product: data.config.branding.productName };
}

/** The signed-in visitor's own profile, or null when anonymous. */
export function useViewer(): ProfileInfo | null {
  return (useRouteLoaderData('root') as RootData | undefined)?.viewer ?? null;
}
