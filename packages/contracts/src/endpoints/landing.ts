import { z } from 'zod';
import { CategorySummarySchema, LandingSummarySchema } from '../api/configuration.ts';
import { LandingPageSchema } from '../api/landing.ts';
import { endpoint } from './endpoint.ts';

const errors = [404, 500] as const;

/** Spec 01 §2: the home page and the other landing pages. */
export const landing = {
  home: endpoint({
    method: 'GET',
    path: '/landing/home',
    group: 'landing',
    summary: 'The home page',
    response: LandingPageSchema,
    errors,
  }),
  page: endpoint({
    method: 'GET',
    path: '/landing/urlKey/:key',
    group: 'landing',
    summary: 'A landing page by its url key',
    params: z.object({ key: z.string().min(1).max(100) }),
    response: LandingPageSchema,
    errors,
  }),
  list: endpoint({
    method: 'GET',
    path: '/landing',
    group: 'landing',
    summary: 'All landing pages',
    response: z.array(LandingSummarySchema),
    errors,
  }),
  categories: endpoint({
    method: 'GET',
    path: '/landing/categories',
    group: 'landing',
    summary: 'The category collections a landing page can search',
    response: z.array(CategorySummarySchema),
    errors,
  }),
};
