export declare const arabicFontRanges: readonly (readonly [number, number])[];
export declare function unicodeRange(ranges?: readonly (readonly [number, number])[]): string;
export declare function inArabicFont(codePoint: number): boolean;
