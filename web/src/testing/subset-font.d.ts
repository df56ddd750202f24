/** subset-font (harfbuzz's subsetter), as the font tests call it; it ships no types. */
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { targetFormat?: 'woff2' | 'truetype'; keepFeatures?: string[] },
  ): Promise<Uint8Array>;
}
