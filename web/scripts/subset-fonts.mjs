// Cuts the pages' fonts down to the characters they are drawn for, with harfbuzz (subset-font), into src/assets/fonts
// (not in git). Run by `npm run build` and `npm run dev`; a file is made again only when missing or older than this
// script's inputs.
//
// - The Arabic pages' font, IBM Plex Sans Arabic, to the characters of arabic-font-letters.mjs: @fontsource's files
//   (43 and 46 KB, with every Arabic-script letter of Persian, Urdu and more) become about 17 and 18 KB, the whole
//   cost of an Arabic page's text on a phone. harfbuzz keeps the glyphs the shaping reaches from those characters:
//   the joined forms and the lam-alef ligatures.
// - The headings' face, Cormorant Garamond 600, to Basic Latin and the typographer's punctuation
//   (display-font-letters.mjs): 23 KB become 14 KB, the face every page preloads. @fontsource's whole Latin file stays
//   declared before it (src/index.css) and is fetched only by a page with a character beyond these, an accented
//   letter in a post's title say.
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import subsetFont from 'subset-font';

import { arabicFontRanges } from './arabic-font-letters.mjs';
import { displayFontRanges } from './display-font-letters.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const outDir = join(here, '..', 'src', 'assets', 'fonts');

const textOf = (ranges) => ranges.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i))).join('');
const plexDir = dirname(require.resolve('@fontsource/ibm-plex-sans-arabic/package.json'));
const cormorantDir = dirname(require.resolve('@fontsource/cormorant-garamond/package.json'));
const cuts = [
  ...['400', '600'].map((weight) => ({
    source: join(plexDir, 'files', `ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`),
    out: `ibm-plex-sans-arabic-${weight}.woff2`,
    text: textOf(arabicFontRanges),
    inputs: [join(here, 'arabic-font-letters.mjs'), join(plexDir, 'package.json')],
  })),
  {
    source: join(cormorantDir, 'files', 'cormorant-garamond-latin-600-normal.woff2'),
    out: 'cormorant-garamond-600-basic.woff2',
    text: textOf(displayFontRanges),
    inputs: [join(here, 'display-font-letters.mjs'), join(cormorantDir, 'package.json')],
  },
];
const mtime = (file) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
};

mkdirSync(outDir, { recursive: true });
for (const cut of cuts) {
  const out = join(outDir, cut.out);
  if (mtime(out) > Math.max(...[fileURLToPath(import.meta.url), ...cut.inputs].map(mtime))) continue;
  const source = readFileSync(cut.source);
  const subset = await subsetFont(source, cut.text, { targetFormat: 'woff2' });
  writeFileSync(out, subset);
  console.log(`subset-fonts: ${cut.out}: ${String(source.length)} -> ${String(subset.length)} bytes`);
}
