import { z } from 'zod';
import { AlertSchema, ApplicationConfigSchema, EnvironmentConfigSchema } from '../api/configuration.ts';
import { SupportingPageSchema } from '../api/landing.ts';
import { endpoint } from './endpoint.ts';

const errors = [404, 500, 503] as const;

/** Spec 01 §9 and ADR 006: the site's configuration, its alerts and its supporting pages. */
export const configuration = {
  application: endpoint({
    method: 'GET',
    path: '/configuration/application',
    group: 'configuration',
    summary: 'Global configuration: navigation, branding, footer, cultural advice',
    response: ApplicationConfigSchema,
    errors,
  }),
  environment: endpoint({
    method: 'GET',
    path: '/configuration/environment',
    group: 'configuration',
    summary: 'Environment configuration',
    response: EnvironmentConfigSchema,
    errors,
  }),
  alerts: endpoint({
    method: 'GET',
    path: '/configuration/alerts',
    group: 'configuration',
    summary: 'Alerts for a delivery system; alerts whose display window has ended are left out',
    query: z.object({ deliverySystem: z.string().trim().min(1).max(100).optional() }),
    response: z.array(AlertSchema),
    errors,
  }),
  supportingPage: endpoint({
    method: 'GET',
    path: '/supporting/:key/configuration',
    group: 'configuration',
    summary: "A supporting page's content, e.g. credits",
    params: z.object({ key: z.string().regex(/^[a-z0-9-]{1,64}$/, 'Not a supporting page key') }),
    response: SupportingPageSchema,
    errors,
  }),
};
