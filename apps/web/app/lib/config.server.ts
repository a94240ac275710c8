import { z } from 'zod';
import {
  AlertSchema,
  ApplicationConfigSchema,
  CACHE_SECONDS,
  EnvironmentConfigSchema,
  type Alert,
  type ApplicationConfig,
  type EnvironmentConfig,
} from '@trove/contracts';
import { apiGet, query } from './api.ts';
import { cached } from './cache.server.ts';

/** The delivery system this portal asks alerts for. */
const DELIVERY_SYSTEM = 'trove';

export function loadApplicationConfig() {
  return cached<ApplicationConfig>('config:application', CACHE_SECONDS.applicationConfig, () =>
    apiGet('/configuration/application', ApplicationConfigSchema),
  );
}

export function loadEnvironmentConfig() {
  return cached<EnvironmentConfig>('config:environment', CACHE_SECONDS.environmentConfig, () =>
    apiGet('/configuration/environment', EnvironmentConfigSchema),
  );
}

export function loadAlerts() {
  return cached<Alert[]>('config:alerts', CACHE_SECONDS.alerts, () =>
    apiGet(`/configuration/alerts${query({ deliverySystem: DELIVERY_SYSTEM })}`, z.array(AlertSchema)),
  );
}
