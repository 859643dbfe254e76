// Vite dev server and build for the SPA, plus the `web` vitest project (listed in the root vitest.config.ts).
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { apiPathPrefixes } from '@thon/shared/api/routes';

const webDir = fileURLToPath(new URL('.', import.meta.url));
const apiUrl = process.env.THON_API_URL ?? 'http://127.0.0.1:3001';
const port = Number(process.env.THON_WEB_PORT ?? 5173);

// Same-origin calls in dev, as CloudFront's /api/* behaviour gives in production; /__dev is the local outbox.
const proxy = Object.fromEntries(
  [...apiPathPrefixes, '/__dev'].map((prefix) => [prefix, { target: apiUrl, changeOrigin: true }]),
);

export default defineConfig({
  root: webDir,
  plugins: [react()],
  server: {
    port,
    strictPort: true,
    // The admin site is a second host; locally it is admin.localhost on the same dev server.
    allowedHosts: ['admin.localhost'],
    proxy,
  },
  preview: { port, strictPort: true, allowedHosts: ['admin.localhost'], proxy },
  build: { outDir: 'dist', emptyOutDir: true },
  test: {
    name: 'web',
    root: webDir,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
  },
});
