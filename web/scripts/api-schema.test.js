// @vitest-environment node
// @ts-check
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { generateApiSchema, schemaFile, specFile } from './api-schema.js';

describe('src/lib/api-schema.ts', () => {
  it('is what openapi-typescript makes of docs/openapi.yaml (else run `npm run api:types`)', async () => {
    expect(readFileSync(schemaFile, 'utf8')).toBe(await generateApiSchema());
  });

  it('would differ if the YAML changed a shape', async () => {
    const spec = readFileSync(specFile, 'utf8');
    const changed = spec.replace('        isActive: { type: boolean }\n', '        isActive: { type: string }\n');
    expect(changed).not.toBe(spec);
    expect(await generateApiSchema(changed)).not.toBe(readFileSync(schemaFile, 'utf8'));
  });
});
