// Builds the same small React component three ways (no i18n, Lingui, i18next + react-i18next) with the
// web app's Vite and React versions, and prints each build's JavaScript gzip size and what the library adds.
// Run: cd scripts/i18n-cost && npm install && npm run measure   (or: make i18n-cost from the repo root)
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const variants = {
  bare: [],
  lingui: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
  i18next: [],
};

const sizes = {};
for (const [name, extra] of Object.entries(variants)) {
  const root = join(import.meta.dirname, 'build', name);
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'index.html'), `<div id="root"></div><script type="module" src="../../src/${name}/main.tsx"></script>`);
  const outDir = join(import.meta.dirname, 'dist', name);
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), ...extra],
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  let total = 0;
  for (const f of readdirSync(join(outDir, 'assets'))) {
    if (f.endsWith('.js')) total += gzipSync(readFileSync(join(outDir, 'assets', f)), { level: 9 }).length;
  }
  sizes[name] = total;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`bare React build: ${kb(sizes.bare)} gzip`);
for (const name of ['lingui', 'i18next']) {
  console.log(`${name}: ${kb(sizes[name])} gzip, +${kb(sizes[name] - sizes.bare)} over bare React`);
}
