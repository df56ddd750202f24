// @ts-check
// `npm run api:types`: writes src/lib/api-schema.ts, the TypeScript types of docs/openapi.yaml, with
// openapi-typescript. The app's API types derive from it (src/lib/api-types.ts), so the server's
// contract is written once; scripts/api-schema.test.js fails while the file and the YAML disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import openapiTS, { astToString } from 'openapi-typescript';

export const specFile = fileURLToPath(new URL('../../docs/openapi.yaml', import.meta.url));
export const schemaFile = fileURLToPath(new URL('../src/lib/api-schema.ts', import.meta.url));

const header = `/**
 * The API's types, generated from docs/openapi.yaml by openapi-typescript: do not edit. Change the YAML,
 * then run \`npm run api:types\` (scripts/api-schema.test.js fails while the two disagree). Use them
 * through src/lib/api-types.ts.
 */

`;

/**
 * The text src/lib/api-schema.ts must hold for an OpenAPI document (YAML text; docs/openapi.yaml as it
 * is now by default).
 * @param {string} [spec]
 */
export async function generateApiSchema(spec = readFileSync(specFile, 'utf8')) {
  return header + astToString(await openapiTS(spec));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(schemaFile, await generateApiSchema());
  console.warn(`wrote ${schemaFile}`);
}
