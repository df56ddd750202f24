/**
 * The lightbox's navigation: previous and next move through the WHOLE image list,
 * whatever the grid's filter shows, and wrap around at both ends.
 */

/** The index `step` places away from `current` in a list of `length` items, wrapping at both ends. */
export function wrapIndex(current: number, step: number, length: number): number {
  if (length <= 0) throw new RangeError('wrapIndex: the list is empty');
  return (((current + step) % length) + length) % length;
}

export const nextIndex = (current: number, length: number) => wrapIndex(current, 1, length);
export const previousIndex = (current: number, length: number) => wrapIndex(current, -1, length);

/**
 * What a key press does in the open lightbox: the arrow pointing the way the page reads shows the next image,
 * the other the previous. Left to right, ArrowRight is next; on a right-to-left (Arabic) page ArrowLeft is, as
 * the next button there sits on the left.
 */
export function lightboxKeyStep(key: string, direction: 'ltr' | 'rtl' = 'ltr'): -1 | 1 | null {
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return 1;
  if (key === back) return -1;
  return null;
}
