// @ts-check
// Generates src/generated/openapi.ts from the repository's openapi.yaml.
// The staleness test imports `generateTypes` so the test and this script can never disagree on options.
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

export const SPEC_URL = new URL('../../../openapi.yaml', import.meta.url);
export const OUTPUT_URL = new URL('../src/generated/openapi.ts', import.meta.url);

const HEADER = `/**
 * Generated from openapi.yaml by \`pnpm --filter @wellness/api generate\`. Do not edit by hand;
 * the app imports the named aliases of src/types.ts instead of this file.
 */

`;

// Uploaded files (format: binary) are Blobs in the browser, not strings.
const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));

/** @returns {Promise<string>} the TypeScript source for the current openapi.yaml */
export async function generateTypes() {
  const ast = await openapiTS(SPEC_URL, {
    transform(schemaObject) {
      if (schemaObject.format === 'binary') return BLOB;
      return undefined;
    },
  });
  return HEADER + astToString(ast);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const source = await generateTypes();
  await mkdir(new URL('.', OUTPUT_URL), { recursive: true });
  await writeFile(OUTPUT_URL, source);
  console.log(`Wrote ${fileURLToPath(OUTPUT_URL)}`);
}
