import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/.well-known': 'http://localhost:3000' } },
  // The server entry (src/prerender.tsx) goes into dist/server with its dependencies bundled in, so the API
  // server can render pages from any copy of the build (ADR 82); the server refuses to send that folder.
  ssr: { noExternal: true },
  build: {
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Icons that several lazy chunks share go into one chunk, instead of a chunk of a few hundred bytes
        // (and a request) per icon; icons only one chunk uses stay in it (ADR 50).
        codeSplitting: { groups: [{ name: 'icons', test: /[\\/]lucide-react[\\/]/, minShareCount: 2 }] },
      },
    },
  },
}));
