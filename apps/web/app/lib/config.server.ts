import { CACHE_SECONDS, type Alert, type ApplicationConfig, type EnvironmentConfig } from '@trove/contracts';
import { api } from './api-client.ts';
import { cached } from './cache.server.ts';

/** The delivery system this portal asks alerts for. */
const DELIVERY_SYSTEM = 'trove';

export function loadApplicationConfig() {
  return cached<ApplicationConfig>('config:application', CACHE_SECONDS.applicationConfig, () =>
    api.configuration.application(),
  );
}

export function loadEnvironmentConfig() {
  return cached<EnvironmentConfig>('config:environment', CACHE_SECONDS.environmentConfig, () =>
    api.configuration.environment(),
  );
}

export function loadAlerts() {
  return cached<Alert[]>('config:alerts', CACHE_SECONDS.alerts, () =>
    api.configuration.alerts({ deliverySystem: DELIVERY_SYSTEM }),
  );
}
