import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * A message catalogue file: `src/i18n/locales/<language>/<namespace>.json`, or the contracts' validation
 * messages `shared/validation-messages/<language>.json` (ADR 208).
 */
const localeFile =
  /[\\/](?:src[\\/]i18n[\\/]locales[\\/]([a-z]{2}(?:-[A-Z]{2})?)[\\/][^\\/]+|shared[\\/]validation-messages[\\/]([a-z]{2}(?:-[A-Z]{2})?))\.json$/;
const messagesChunkOf = (id: string) => {
  const match = localeFile.exec(id);
  const language = match?.[1] ?? match?.[2];
  return language ? `messages-${language}` : null;
};

/**
 * Writes dist/sw.js (ADR 104): service-worker/sw.js with the app shell to precache (the SPA page, the entry
 * chunk, its static imports and CSS, the message catalogues), the list of this build's assets, and a version
 * that changes with them. Our own few lines instead of vite-plugin-pwa/Workbox, whose build tooling would add
 * a Babel and Rollup tree to the lockfile for what this does.
 */
function serviceWorker(): Plugin {
  return {
    name: 'skillswap-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const shell = new Set<string>(['/index.html']);
      const addChunk = (fileName: string) => {
        const chunk = chunks.find((candidate) => candidate.fileName === fileName);
        if (!chunk || shell.has(`/${fileName}`)) return;
        shell.add(`/${fileName}`);
        for (const css of chunk.viteMetadata?.importedCss ?? []) shell.add(`/${css}`);
        for (const imported of chunk.imports) addChunk(imported);
      };
      addChunk(entry.fileName);
      // Every language's message catalogues (ADR 102): a page the member never opened offline boots from the
      // shell, which has no catalogue inlined, so the app needs its language's files from the cache.
      for (const chunk of chunks) {
        if (chunk.moduleIds.some((id) => localeFile.test(id))) addChunk(chunk.fileName);
      }
      const assets = Object.keys(bundle)
        .filter((fileName) => fileName.startsWith('assets/'))
        .map((fileName) => `/${fileName}`)
        .sort();
      const version = createHash('sha256')
        .update(JSON.stringify([[...shell], assets]))
        .digest('hex')
        .slice(0, 16);
      const source = readFileSync(path.resolve(import.meta.dirname, 'service-worker/sw.js'), 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: [
          `const SHELL = ${JSON.stringify([...shell])};`,
          `const ASSETS = ${JSON.stringify(assets)};`,
          `const VERSION = '${version}';`,
          source,
        ].join('\n'),
      });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), serviceWorker()],
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
        // A language's message catalogues (ADR 102: one file per namespace, 39 of them) go into one chunk per
        // language: a page that is not prerendered makes one request for its catalogue instead of 39, and no
        // other language's messages are fetched.
        codeSplitting: {
          groups: [
            { name: 'icons', test: /[\\/]lucide-react[\\/]/, minShareCount: 2 },
            { name: (id) => messagesChunkOf(id), test: localeFile },
          ],
        },
      },
    },
  },
}));
