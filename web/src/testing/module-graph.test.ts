import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

// The test files share one module graph (vite.config.ts, the 'shared' project): a file that replaces a module
// (vi.mock, vi.doMock) or reloads them (vi.resetModules) would change the modules every later file of its worker
// gets. Such a file must be one of the config's ownModuleGraph, which run in a graph of their own.

const web = resolve(import.meta.dirname, '../..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(web, path)] : [];
  });
}

describe('the test files that change modules', () => {
  it('run in a module graph of their own', () => {
    const config = readFileSync(join(web, 'vite.config.ts'), 'utf8');
    const listed = /const ownModuleGraph = \[([^\]]*)\]/.exec(config)?.[1] ?? '';
    const own = [...listed.matchAll(/'([^']+)'/g)].map((m) => m[1]);
    const changing = testFiles(join(web, 'src')).filter((file) =>
      /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(join(web, file), 'utf8').replace(/\/\/.*$/gm, '')),
    );
    expect(own.length).toBeGreaterThan(0);
    expect(changing.filter((file) => file !== 'src/testing/module-graph.test.ts').sort()).toEqual([...own].sort());
  });
});
