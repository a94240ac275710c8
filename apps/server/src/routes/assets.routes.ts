import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENDPOINTS } from '@trove/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../domain/errors.ts';
import { serve } from '../http/serve-endpoint.ts';

/** The portal's own images (logo, partner logos), written for this project and served as they are. */
export const ASSETS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'content', 'assets');
const TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png' };

export function assetRoutes(): FastifyPluginAsyncZod {
  const files = new Map(
    fs
      .readdirSync(ASSETS_DIR)
      .filter((name) => TYPES[path.extname(name)] !== undefined)
      .map((name) => [name, fs.readFileSync(path.join(ASSETS_DIR, name))]),
  );
  return async (app) => {
    serve(
      app,
      ENDPOINTS.assets.image,
      async ({ params, reply }) => {
        const body = files.get(params.name);
        if (!body) throw notFound();
        return reply.type(TYPES[path.extname(params.name)] ?? 'application/octet-stream').send(body);
      },
      { config: { cacheSeconds: 24 * 60 * 60 } },
    );
  };
}
