// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { inArabicFont, unicodeRange } from '../../scripts/arabic-font-letters.mjs';
import { displayFontRanges } from '../../scripts/display-font-letters.mjs';

// The Arabic pages' font is cut down to the characters of scripts/arabic-font-letters.mjs: a character of the
// Arabic script the pages write that is not among them would be drawn in another font, in the middle of a word.
// Every Arabic text the site ships is checked: the catalogs, the words the code writes itself (src/lib/format.ts),
// and the demo content the server seeds.

const web = join(import.meta.dirname, '..', '..');
const arabicScript = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

function missingIn(files: string[]): Map<string, string[]> {
  const missing = new Map<string, string[]>();
  for (const file of files) {
    for (const [char] of readFileSync(file, 'utf8').matchAll(arabicScript)) {
      if (!inArabicFont(char.codePointAt(0) ?? 0)) {
        const key = `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase()} ${char}`;
        missing.set(key, [...(missing.get(key) ?? []), file]);
      }
    }
  }
  return missing;
}

describe('the Arabic font', () => {
  it('has every Arabic character of the catalogs', () => {
    const catalogs = filesUnder(join(web, 'src', 'locales'), (name) => name === 'ar.json');
    expect(catalogs.length).toBeGreaterThan(5);
    expect([...missingIn(catalogs).keys()]).toEqual([]);
  });

  it('has every Arabic character the code writes itself (month and weekday names, units, the currency)', () => {
    const code = filesUnder(join(web, 'src'), (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));
    expect(code.some((file) => file.endsWith(join('lib', 'format.ts')))).toBe(true);
    expect([...missingIn(code).keys()]).toEqual([]);
  });

  it('has every Arabic character of the demo content', () => {
    const seed = filesUnder(join(web, '..', 'internal', 'seed'), (name) => /\.(json|md)$/.test(name));
    expect(seed.some((file) => /[\u0600-\u06FF]/u.test(readFileSync(file, 'utf8')))).toBe(true);
    expect([...missingIn(seed).keys()]).toEqual([]);
  });

  it('names in index.css the characters it has', () => {
    const css = readFileSync(join(web, 'src', 'index.css'), 'utf8');
    const ranges = [...css.matchAll(/font-family: 'IBM Plex Sans Arabic';[^}]*unicode-range: ([^;]+);/g)].map((m) => m[1]);
    expect(ranges).toEqual([unicodeRange(), unicodeRange()]);
  });
});

// The headings' preloaded face is cut to scripts/display-font-letters.mjs; index.css must name the same range, or the
// browser would ask the cut for a letter it does not have, or the whole file for one it has.
describe('the headings’ face cut', () => {
  it('names in index.css the characters it has', () => {
    const css = readFileSync(join(web, 'src', 'index.css'), 'utf8');
    const ranges = [...css.matchAll(/url\('\.\/assets\/fonts\/cormorant-garamond-600-basic\.woff2'\)[^}]*unicode-range: ([^;]+);/g)].map(
      (m) => m[1],
    );
    expect(ranges).toEqual([unicodeRange(displayFontRanges)]);
  });
});
