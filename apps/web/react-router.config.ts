import type { Config } from '@react-router/dev/config';

// Every public page is server-rendered; the Fastify server mounts build/server/index.js and build/client.
// WEB_BUILD_DIR lets a check build go elsewhere without pulling assets from under a running server.
export default {
  appDirectory: 'app',
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: true,
} satisfies Config;
