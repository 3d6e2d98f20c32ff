import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The built app is served by the embedded server on the same port as /api; in dev, Vite proxies
// /api and /auth to it.
export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:8080', '/auth': 'http://localhost:8080' } },
  // The manifest lets bench/src/bundle-size.ts report the gzip size of the initial load and of
  // each lazily loaded page. FRONTEND_DIST (absolute) builds elsewhere: each browser-test run
  // builds and serves its own copy, so runs side by side never overwrite each other's files.
  build: { outDir: process.env.FRONTEND_DIST || 'dist', emptyOutDir: true, manifest: true },
});
