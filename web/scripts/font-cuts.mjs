// The cuts of the pages' fonts that scripts/subset-fonts.mjs writes into src/assets/fonts, and how each is made, in
// one place: the script writes them, and src/locales/display-font.test.ts makes the headings' face's cut the same way
// to check what it keeps.
//
// subset-font keeps every OpenType feature of the source (its default, `--layout-features=*`) and, with each
// feature, the glyphs it leads to from the characters kept: the headings' face keeps its lining figures (lnum),
// which index.css asks for, and the Arabic face its joined forms and lam-alef ligatures.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import subsetFont from 'subset-font';

import { arabicFontRanges } from './arabic-font-letters.mjs';
import { displayFontRanges } from './display-font-letters.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

const textOf = (ranges) => ranges.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i))).join('');
const plexDir = dirname(require.resolve('@fontsource/ibm-plex-sans-arabic/package.json'));
const cormorantDir = dirname(require.resolve('@fontsource/cormorant-garamond/package.json'));

/** Each cut: its source file, its name in src/assets/fonts, the characters it keeps, and the files it is made from. */
export const fontCuts = [
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

/** The cut made from its source font's bytes: WOFF2, as the pages load it, or TrueType to read its tables. */
export function cutFont(cut, source, targetFormat = 'woff2') {
  return subsetFont(source, cut.text, { targetFormat });
}
