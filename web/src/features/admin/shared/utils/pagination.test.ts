import { describe, expect, it } from 'vitest';

import { clampPage, pageCount, pageLabel, pageSize, parsePage } from './pagination';

describe('pagination', () => {
  it('pages 10 rows at a time', () => {
    expect(pageSize).toBe(10);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(200_000)).toBe(20_000);
    expect(pageCount(25, 5)).toBe(5);
    expect(pageCount(Number.NaN)).toBe(1);
  });

  it('keeps a page within the pages there are', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(-4, 3)).toBe(1);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(1, 0)).toBe(1);
  });

  it('reads a page number from the URL', () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage('')).toBe(1);
    expect(parsePage('3')).toBe(3);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
  });

  it('labels the page', () => {
    expect(pageLabel(2, 5)).toBe('Page 2 of 5');
  });
});
