import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/** The portal's own images (logo, partner logos), linked from its configuration. */
export const assets = {
  image: endpoint({
    method: 'GET',
    path: '/assets/:name',
    group: 'assets',
    summary: 'One of the portal’s own images (SVG or PNG)',
    hidden: true,
    params: z.object({ name: z.string().max(100) }),
    // An image, not JSON: a browser loads it from an <img>, no client reads it.
    response: z.unknown(),
    file: true,
    errors: [],
  }),
};
