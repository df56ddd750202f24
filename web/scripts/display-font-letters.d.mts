/** Ranges of code points, both ends included, that the headings' preloaded face is cut to. */
export declare const displayFontRanges: readonly (readonly [number, number])[];
