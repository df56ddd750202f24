import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

// JSON keeps the last of two equal keys without a word: a catalogue with a key twice shows one of its texts and
// hides the other from the translator. Every catalogue here is flat, one key per line at the top level.
const files = readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'));

describe('the catalogues', () => {
  it.each(files)('%s names each key once', (file) => {
    const text = readFileSync(join(import.meta.dirname, file), 'utf8');
    const keys = [...text.matchAll(/^ {2}"((?:[^"\\]|\\.)+)":/gm)].map((m) => m[1]);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});
