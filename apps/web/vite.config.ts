import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { precompress } from './build-tools/precompress.ts';

export default defineConfig({ plugins: [reactRouter(), precompress()] });
