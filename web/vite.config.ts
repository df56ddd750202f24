import { fileURLToPath } from 'node:url';

import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';

/** Test files that replace or reload modules, which run in a module graph of their own. */
const ownModuleGraph = [
  'src/app/routes/gift-cards.test.tsx',
  'src/app/routes/packages.test.tsx',
  'src/features/admin/income/charts/income-charts.test.tsx',
  'src/lib/track-page-views.test.tsx',
];

// The Go server (make run) listens here; the dev server forwards everything that is not the app to it.
const goServer = 'http://localhost:8080';
const proxied = ['/api', '/healthz', '/readyz', '/sitemap.xml', '/robots.txt'];

/** A font file every page of a language uses above the fold: the build names it in a preload link. */
interface PreloadedFace {
  /** The face's file in the bundle (its name is hashed). */
  file: RegExp;
  /** The language whose pages alone use it (the server keeps the link in that language's pages only); none: every page. */
  lang?: string;
}

const preloadedFaces: PreloadedFace[] = [
  // Every page's headings (the face's Basic Latin cut, src/index.css).
  { file: /^assets\/cormorant-garamond-600-basic-[\w-]+\.woff2$/ },
  // An Arabic page's text and its emphasis; index.css names them only under html:lang(ar).
  { file: /^assets\/ibm-plex-sans-arabic-400-[\w-]+\.woff2$/, lang: 'ar' },
  { file: /^assets\/ibm-plex-sans-arabic-600-[\w-]+\.woff2$/, lang: 'ar' },
];

/**
 * Names the faces of preloadedFaces in index.html (`<link rel="preload" as="font">`), so the browser fetches them
 * beside the stylesheet instead of after it (the stylesheet names them). A face of one language's pages is marked
 * `data-lang`: the server's shell of that language keeps it, the others drop it, so an English page never fetches
 * the Arabic font. The names are hashed, known only once the bundle is written; the build fails if a face is
 * missing or not alone.
 */
function preloadFonts(): Plugin {
  return {
    name: 'dayspa:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        return preloadedFaces.map(({ file, lang }) => {
          const files = Object.keys(ctx.bundle ?? {}).filter((name) => file.test(name));
          if (files.length !== 1) throw new Error(`preload-fonts: want one file matching ${String(file)}, found ${files.length}`);
          return {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${files[0] ?? ''}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
              ...(lang ? { 'data-lang': lang } : {}),
            },
            injectTo: 'head' as const,
          };
        });
      },
    },
  };
}

export default defineConfig({
  // lingui(): compiles an imported catalog (src/locales/*.json?lingui) at build time; a missing translation fails the build.
  plugins: [react(), tailwindcss(), lingui({ failOnMissing: true, failOnCompileError: true }), preloadFonts()],
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
    // .vite/manifest.json: the benchmark reads it to add up the home route's JavaScript, and web/bundle_test.go
    // checks with it that no public page's JavaScript holds admin code.
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
              // Vite's helper that fetches a dynamic import's chunks together. The page's first script (src/main.tsx)
              // needs it and nothing else; left to the bundler it joins the shell below (whose catalogs it loads), and
              // every page would fetch and run the shell, React's router among it, before its first paint.
              name: 'preload-helper',
              test: /vite\/preload-helper/,
              priority: 1,
            },
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
    // A worker per core: Vitest's default in a run leaves one core idle (all but one), half of this
    // 2-core machine, while make test runs nothing beside the web tests.
    maxWorkers: '100%',
    // A fresh jsdom and module graph per file cost two thirds of the run (243 s of 364 s on 2 cores). The files
    // share them instead: every file starts from the same state (setup-tests.ts activates English, with every
    // catalog of both languages loaded, and cleans the DOM after each test), and what the state cannot hold stays
    // in a file's own graph: a file that replaces a module (vi.mock) or reloads modules (vi.resetModules).
    projects: [
      { extends: true, test: { name: 'shared', isolate: false, exclude: [...configDefaults.exclude, ...ownModuleGraph] } },
      { extends: true, test: { name: 'isolated', include: ownModuleGraph } },
    ],
  },
});
