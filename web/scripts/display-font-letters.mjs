// The characters the headings' face (Cormorant Garamond 600) is preloaded with: Basic Latin and the typographer's
// dashes, quotes, bullet and ellipsis. Any other character of a heading comes from @fontsource's whole Latin file of
// the face, which a page fetches only when it has one (src/index.css declares both).

/** Ranges of code points, both ends included. */
export const displayFontRanges = [
  [0x0020, 0x007e], // Basic Latin
  [0x2013, 0x2014], // en and em dashes
  [0x2018, 0x2019], // single quotes
  [0x201c, 0x201d], // double quotes
  [0x2022, 0x2022], // bullet
  [0x2026, 0x2026], // ellipsis
];
