/**
 * Just enough of a TrueType/OpenType reader for the font tests: a character's glyph (cmap, format 4) and the single
 * substitutions a GSUB feature makes (lookup type 1, also behind type 7 extensions). Not for the app.
 */

class Reader {
  private readonly view: DataView;
  constructor(view: DataView) {
    this.view = view;
  }
  u16(at: number): number {
    return this.view.getUint16(at);
  }
  i16(at: number): number {
    return this.view.getInt16(at);
  }
  u32(at: number): number {
    return this.view.getUint32(at);
  }
  tag(at: number): string {
    return String.fromCharCode(...[0, 1, 2, 3].map((i) => this.view.getUint8(at + i)));
  }
}

export interface OpenTypeFont {
  /** The glyph of a character, 0 (.notdef) when the font has none. */
  glyphOf(char: string): number;
  /** The GSUB features' tags, in the font's order (a tag may come once per script). */
  featureTags(): string[];
  /** What the single substitutions of the GSUB feature `tag` turn each glyph into. */
  substitutions(tag: string): Map<number, number>;
}

export function readOpenType(bytes: Uint8Array): OpenTypeFont {
  const r = new Reader(new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const tables = new Map<string, number>();
  for (let i = 0; i < r.u16(4); i++) tables.set(r.tag(12 + i * 16), r.u32(12 + i * 16 + 8));
  const table = (tag: string) => {
    const at = tables.get(tag);
    if (at === undefined) throw new Error(`the font has no ${tag} table`);
    return at;
  };

  function cmap4(): number {
    const cmap = table('cmap');
    for (let i = 0; i < r.u16(cmap + 2); i++) {
      const record = cmap + 4 + i * 8;
      const sub = cmap + r.u32(record + 4);
      if (r.u16(sub) === 4) return sub;
    }
    throw new Error('the font has no cmap subtable of format 4');
  }

  function glyphOf(char: string): number {
    const code = char.codePointAt(0) ?? 0;
    const sub = cmap4();
    const segments = r.u16(sub + 6) / 2;
    const ends = sub + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    for (let s = 0; s < segments; s++) {
      if (code > r.u16(ends + s * 2) || code < r.u16(starts + s * 2)) continue;
      const rangeOffset = r.u16(rangeOffsets + s * 2);
      if (rangeOffset === 0) return (code + r.i16(deltas + s * 2)) & 0xffff;
      const glyph = r.u16(rangeOffsets + s * 2 + rangeOffset + (code - r.u16(starts + s * 2)) * 2);
      return glyph === 0 ? 0 : (glyph + r.i16(deltas + s * 2)) & 0xffff;
    }
    return 0;
  }

  const gsub = () => table('GSUB');
  const featureList = () => gsub() + r.u16(gsub() + 6);
  const lookupList = () => gsub() + r.u16(gsub() + 8);

  function featureTags(): string[] {
    const list = featureList();
    return Array.from({ length: r.u16(list) }, (_, i) => r.tag(list + 2 + i * 6));
  }

  function coverage(at: number): number[] {
    if (r.u16(at) === 1) return Array.from({ length: r.u16(at + 2) }, (_, i) => r.u16(at + 4 + i * 2));
    const glyphs: number[] = [];
    for (let i = 0; i < r.u16(at + 2); i++) {
      const range = at + 4 + i * 6;
      for (let g = r.u16(range); g <= r.u16(range + 2); g++) glyphs.push(g);
    }
    return glyphs;
  }

  function singleSubstitution(at: number, into: Map<number, number>): void {
    const glyphs = coverage(at + r.u16(at + 2));
    glyphs.forEach((glyph, i) => {
      into.set(glyph, r.u16(at) === 1 ? (glyph + r.i16(at + 4)) & 0xffff : r.u16(at + 6 + i * 2));
    });
  }

  function substitutions(tag: string): Map<number, number> {
    const out = new Map<number, number>();
    const list = featureList();
    const lookups = lookupList();
    for (let i = 0; i < r.u16(list); i++) {
      if (r.tag(list + 2 + i * 6) !== tag) continue;
      const feature = list + r.u16(list + 2 + i * 6 + 4);
      for (let j = 0; j < r.u16(feature + 2); j++) {
        const lookup = lookups + r.u16(lookups + 2 + r.u16(feature + 4 + j * 2) * 2);
        for (let k = 0; k < r.u16(lookup + 4); k++) {
          let sub = lookup + r.u16(lookup + 6 + k * 2);
          let type = r.u16(lookup);
          if (type === 7) {
            type = r.u16(sub + 2);
            sub += r.u32(sub + 4);
          }
          if (type === 1) singleSubstitution(sub, out);
        }
      }
    }
    return out;
  }

  return { glyphOf, featureTags, substitutions };
}
