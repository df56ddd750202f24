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

/** What a key press does in the open lightbox: ArrowRight shows the next image, ArrowLeft the previous. */
export function lightboxKeyStep(key: string): -1 | 1 | null {
  if (key === 'ArrowRight') return 1;
  if (key === 'ArrowLeft') return -1;
  return null;
}
