import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../http/errors.ts';

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
    app.get(
      '/assets/:name',
      {
        schema: { hide: true, params: z.object({ name: z.string().max(100) }) },
        config: { cacheSeconds: 24 * 60 * 60 },
      },
      async (request, reply) => {
        const body = files.get(request.params.name);
        if (!body) throw notFound();
        return reply.type(TYPES[path.extname(request.params.name)] ?? 'application/octet-stream').send(body);
      },
    );
  };
}
