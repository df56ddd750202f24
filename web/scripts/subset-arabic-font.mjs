// Cuts the Arabic pages' font down to the characters of arabic-font-letters.mjs: @fontsource's Arabic files of IBM
// Plex Sans Arabic (43 and 46 KB, with every Arabic-script letter of Persian, Urdu and more) become about 17 and
// 18 KB, the whole cost of an Arabic page's text on a phone. harfbuzz (subset-font) keeps the glyphs the shaping
// reaches from those characters: the joined forms and the lam-alef ligatures. Run by `npm run build` and
// `npm run dev`; the files (src/assets/fonts, not in git) are made again only when missing or older than this
// script's inputs.
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import subsetFont from 'subset-font';

import { arabicFontRanges } from './arabic-font-letters.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('@fontsource/ibm-plex-sans-arabic/package.json'));
const outDir = join(here, '..', 'src', 'assets', 'fonts');

const text = arabicFontRanges.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i))).join('');
const inputs = [fileURLToPath(import.meta.url), join(here, 'arabic-font-letters.mjs'), join(packageDir, 'package.json')];
const mtime = (file) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
};
const newestInput = Math.max(...inputs.map(mtime));

mkdirSync(outDir, { recursive: true });
for (const weight of ['400', '600']) {
  const out = join(outDir, `ibm-plex-sans-arabic-${weight}.woff2`);
  if (mtime(out) > newestInput) continue;
  const source = readFileSync(join(packageDir, 'files', `ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`));
  const subset = await subsetFont(source, text, { targetFormat: 'woff2' });
  writeFileSync(out, subset);
  console.log(`subset-arabic-font: ${weight}: ${String(source.length)} -> ${String(subset.length)} bytes`);
}
