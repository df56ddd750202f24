import { fileURLToPath } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

// The Go server (make run) listens here; the dev server forwards everything that is not the app to it.
const goServer = 'http://localhost:8080';
const proxied = ['/api', '/healthz', '/readyz', '/sitemap.xml', '/robots.txt'];

/**
 * src/main.tsx starts the app (src/start.tsx) only after the page's first paint; its download need not
 * wait for that. index.html preloads the start chunk and every chunk it imports.
 */
function preloadAppStart(): Plugin {
  return {
    name: 'dayspa:preload-app-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return;
        const start = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith('/src/start.tsx'),
        );
        if (start?.type !== 'chunk') throw new Error('the build has no chunk for src/start.tsx');
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (files.has(fileName) || chunk?.type !== 'chunk') return;
          files.add(fileName);
          chunk.imports.forEach(visit);
        };
        visit(start.fileName);
        return [...files]
          .filter((fileName) => !html.includes(`/${fileName}"`))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadAppStart()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: goServer, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // .vite/manifest.json: the benchmark reads it to add up the home route's JavaScript.
    manifest: true,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    css: false,
    restoreMocks: true,
    // Generous: pages load lazily and the machine (2 cores) is often busy with the Go tests too.
    testTimeout: 30_000,
    unstubGlobals: true,
  },
});
