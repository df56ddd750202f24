// Cuts the pages' fonts down to the characters they are drawn for, with harfbuzz (subset-font), into src/assets/fonts
// (not in git); the cuts and how each is made are in font-cuts.mjs. Run by `npm run build` and `npm run dev`; a file
// is made again only when missing or older than this script's inputs.
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
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { cutFont, fontCuts } from './font-cuts.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, '..', 'src', 'assets', 'fonts');

const mtime = (file) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
};

mkdirSync(outDir, { recursive: true });
for (const cut of fontCuts) {
  const out = join(outDir, cut.out);
  const made = [fileURLToPath(import.meta.url), join(here, 'font-cuts.mjs'), ...cut.inputs];
  if (mtime(out) > Math.max(...made.map(mtime))) continue;
  const source = readFileSync(cut.source);
  const subset = await cutFont(cut, source);
  writeFileSync(out, subset);
  console.log(`subset-fonts: ${cut.out}: ${String(source.length)} -> ${String(subset.length)} bytes`);
}
