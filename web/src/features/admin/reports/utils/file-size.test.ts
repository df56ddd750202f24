import { describe, expect, it } from 'vitest';

import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [1023, '1023 bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [12_345, '12.1 KB'],
    [150 * 1024, '150 KB'],
    [1024 * 1024, '1 MB'],
    [52_428_800, '50 MB'],
    [3 * 1024 ** 3, '3 GB'],
    [-1, '—'],
    [Number.NaN, '—'],
  ])('%d bytes -> %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
