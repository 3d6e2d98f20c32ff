import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The built app is served by the embedded server on the same port as /api; in dev, Vite proxies
// /api and /auth to it.
export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:8080', '/auth': 'http://localhost:8080' } },
  // The manifest lets bench/src/bundle-size.ts report the gzip size of the initial load and of
  // each lazily loaded page.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
});
