// @vitest-environment node
import { readFileSync } from 'node:fs';

import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';

import { cutFont, fontCuts } from '../../scripts/font-cuts.mjs';
import { readOpenType, type OpenTypeFont } from '../testing/opentype';

// The headings' face draws old-style figures unless asked for its lining ones (index.css: font-variant-numeric:
// lining-nums): its 1 reads as a small capital I ('Al Barsha I') and the 0 of 450 as an o. The preloaded cut of the
// face must keep the lnum feature and the glyphs it leads to, or asking for them does nothing.

const displayCut = fontCuts.find((cut) => cut.out === 'cormorant-garamond-600-basic.woff2');
const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** The digits the font's lnum feature leaves as they are (all of them when it has no lnum). */
function digitsWithoutLining(font: OpenTypeFont): string[] {
  const lining = font.substitutions('lnum');
  return digits.filter((digit) => {
    const glyph = font.glyphOf(digit);
    const replaced = lining.get(glyph);
    return glyph === 0 || replaced === undefined || replaced === glyph;
  });
}

describe('the headings’ face cut', () => {
  it('keeps the lining figures of every digit', async () => {
    if (!displayCut) throw new Error('no cut of the headings’ face');
    const cut = readOpenType(await cutFont(displayCut, readFileSync(displayCut.source), 'truetype'));
    expect(cut.featureTags()).toContain('lnum');
    expect(digitsWithoutLining(cut)).toEqual([]);
  });

  it('would be found without them: a cut that drops the feature', async () => {
    if (!displayCut) throw new Error('no cut of the headings’ face');
    const bare = await subsetFont(readFileSync(displayCut.source), displayCut.text, { targetFormat: 'truetype', keepFeatures: ['kern'] });
    expect(digitsWithoutLining(readOpenType(bare))).toEqual(digits);
  });
});
