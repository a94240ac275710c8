import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { precompress } from './build-tools/precompress.ts';

export default defineConfig({
  plugins: [reactRouter(), precompress()],
  // One style sheet for every page (ADR 036): a page waited for a dozen small ones before it could
  // paint, each a request of its own on a slow connection; together they are 10 KB compressed.
  build: { cssCodeSplit: false },
});
