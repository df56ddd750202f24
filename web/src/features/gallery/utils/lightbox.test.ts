import { describe, expect, it } from 'vitest';

import { lightboxKeyStep, nextIndex, previousIndex, wrapIndex } from './lightbox';

describe('lightbox navigation', () => {
  it('moves one image forward and back inside the list', () => {
    expect(nextIndex(0, 6)).toBe(1);
    expect(nextIndex(4, 6)).toBe(5);
    expect(previousIndex(5, 6)).toBe(4);
    expect(previousIndex(1, 6)).toBe(0);
  });

  it('wraps from the last image to the first, and from the first to the last', () => {
    expect(nextIndex(5, 6)).toBe(0);
    expect(previousIndex(0, 6)).toBe(5);
  });

  it('stays put in a list of one', () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
  });

  it('wraps steps larger than the list', () => {
    expect(wrapIndex(2, 13, 6)).toBe(3);
    expect(wrapIndex(2, -13, 6)).toBe(1);
  });

  it('refuses an empty list', () => {
    expect(() => wrapIndex(0, 1, 0)).toThrow(RangeError);
  });

  it('maps the arrow keys to steps and ignores other keys', () => {
    expect(lightboxKeyStep('ArrowRight')).toBe(1);
    expect(lightboxKeyStep('ArrowLeft')).toBe(-1);
    expect(lightboxKeyStep('Enter')).toBeNull();
    expect(lightboxKeyStep('ArrowUp')).toBeNull();
  });

  it('reverses the arrow keys on a right-to-left page: ArrowLeft is next', () => {
    expect(lightboxKeyStep('ArrowRight', 'ltr')).toBe(1);
    expect(lightboxKeyStep('ArrowLeft', 'rtl')).toBe(1);
    expect(lightboxKeyStep('ArrowRight', 'rtl')).toBe(-1);
    expect(lightboxKeyStep('Enter', 'rtl')).toBeNull();
    expect(lightboxKeyStep('ArrowDown', 'rtl')).toBeNull();
  });
});
