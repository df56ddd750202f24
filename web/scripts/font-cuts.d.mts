export interface FontCut {
  /** The source font file (@fontsource's). */
  source: string;
  /** The cut's file name in src/assets/fonts. */
  out: string;
  /** The characters it keeps. */
  text: string;
  /** The files it is made from: the cut is made again when one is newer. */
  inputs: string[];
}

export declare const fontCuts: readonly FontCut[];

/** The cut made from its source font's bytes: WOFF2, as the pages load it, or TrueType to read its tables. */
export declare function cutFont(cut: FontCut, source: Uint8Array, targetFormat?: 'woff2' | 'truetype'): Promise<Uint8Array>;
