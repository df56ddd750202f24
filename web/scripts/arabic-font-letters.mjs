// The characters the Arabic pages' font (IBM Plex Sans Arabic) is cut down to: the letters, marks and punctuation
// Modern Standard Arabic is written with, the Arabic-Indic digits and signs a manager may type, the Persian letters
// of loanwords and names, and the joiners and direction marks. A character outside them is drawn by the system's
// font. src/locales/catalogs.test.ts checks every Arabic character of the catalogs is here.

/** Ranges of code points, both ends included. */
export const arabicFontRanges = [
  [0x060c, 0x0652], // comma, semicolon, question mark, the letters, tatweel and the harakat
  [0x0660, 0x066d], // Arabic-Indic digits, percent and separators
  [0x0670, 0x0670], // superscript alef
  [0x067e, 0x067e], // peh
  [0x0686, 0x0686], // tcheh
  [0x0698, 0x0698], // jeh
  [0x06a9, 0x06a9], // keheh
  [0x06af, 0x06af], // gaf
  [0x06cc, 0x06cc], // Farsi yeh
  [0x200c, 0x200f], // zero-width non-joiner and joiner, left-to-right and right-to-left marks
];

/** The ranges as a CSS unicode-range value. */
export function unicodeRange(ranges = arabicFontRanges) {
  const hex = (n) => n.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');
}

/** Whether the font keeps the character. */
export function inArabicFont(codePoint) {
  return arabicFontRanges.some(([a, b]) => codePoint >= a && codePoint <= b);
}
