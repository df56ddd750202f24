import { fileURLToPath } from 'node:url';

import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

// The Go server (make run) listens here; the dev server forwards everything that is not the app to it.
const goServer = 'http://localhost:8080';
const proxied = ['/api', '/healthz', '/readyz', '/sitemap.xml', '/robots.txt'];

/**
 * Names the display face's file in index.html (`<link rel="preload" as="font">`), so every page's browser fetches
 * it beside the stylesheet instead of after it: the stylesheet names it, and every page's headings use it. Its name
 * is hashed, known only once the bundle is written; the build fails if the face is missing or not alone.
 */
function preloadDisplayFont(): Plugin {
  const face = /^assets\/cormorant-garamond-latin-600-normal-[\w-]+\.woff2$/;
  return {
    name: 'dayspa:preload-display-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = Object.keys(ctx.bundle ?? {}).filter((name) => face.test(name));
        if (files.length !== 1) throw new Error(`preload-display-font: want one display face in the bundle, found ${files.length}`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${files[0]}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  // lingui(): compiles an imported catalog (src/locales/*.json?lingui) at build time; a missing translation fails the build.
  plugins: [react(), tailwindcss(), lingui({ failOnMissing: true, failOnCompileError: true }), preloadDisplayFont()],
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
    // No modulepreload polyfill (0.5 KB gzip of every page's first JavaScript): it serves only browsers without
    // <link rel="modulepreload"> (Safari before 17), which then fetch a chunk's imports when they run it, as
    // they would without the hint.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The modules the app's start and the pages' chunks share (the texts' runtime, the language, the spa's
        // details) as one chunk rather than the five small ones the bundler would cut: every page loads them
        // all, and one chunk compresses better and costs one request.
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              test: /(\/src\/(lib\/(i18n|locale|site-config|meta|language-alternate)|config\/(business|hero-poster))\.tsx?$)|(\/node_modules\/@lingui\/)/,
            },
          ],
        },
      },
    },
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
