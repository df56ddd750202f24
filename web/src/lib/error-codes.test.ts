import { describe, expect, it } from 'vitest';

import errorCodes from './error-codes.json';

/**
 * Every message code the server can answer (error-codes.json, written from the Go declarations by
 * internal/httpapi's TestErrorCodesFile) has its message in each language's errors catalog, naming the same values;
 * and no catalog holds an error message of a code the server does not answer.
 */
const catalogs = import.meta.glob<Record<string, string>>('../locales/**/*.json', { eager: true, import: 'default' });
const errorCatalogs = { en: catalogs['../locales/errors/en.json'], ar: catalogs['../locales/errors/ar.json'] };
const codes = Object.keys(errorCodes);
const prefix = 'error.';

/** The names of the values an ICU message uses: {name}, {name, plural, …}, {name, select, …}. */
function names(message: string): string[] {
  return [...new Set([...message.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1] ?? ''))].sort();
}

describe('the error codes and the catalogs', () => {
  it('has both errors catalogs and a list of codes', () => {
    expect(errorCatalogs.en).toBeDefined();
    expect(errorCatalogs.ar).toBeDefined();
    expect(codes.length).toBeGreaterThan(100);
  });

  it.each(Object.entries(errorCatalogs))('%s translates every code the server can answer', (_, catalog) => {
    expect(codes.filter((code) => typeof catalog?.[prefix + code] !== 'string' || catalog[prefix + code]?.trim() === '')).toEqual([]);
  });

  it.each(Object.entries(errorCatalogs))("%s names each code's values", (_, catalog) => {
    for (const [code, { params = [] }] of Object.entries(errorCodes) as [string, { params?: string[] }][]) {
      const used = names(catalog?.[prefix + code] ?? '');
      for (const param of params) expect(used, `${code} names ${param}`).toContain(param);
    }
  });

  it('holds no error message of a code the server does not answer, in any catalog', () => {
    const known = new Set(codes.map((code) => prefix + code));
    const stray = Object.entries(catalogs).flatMap(([file, catalog]) =>
      Object.keys(catalog)
        .filter((id) => id.startsWith(prefix) && !known.has(id))
        .map((id) => `${file}: ${id}`),
    );
    expect(stray).toEqual([]);
  });
});
