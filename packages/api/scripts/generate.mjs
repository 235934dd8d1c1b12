// @ts-check
// Generates src/generated/openapi.ts (types) and src/generated/rules.ts (enum values, string rules) from the
// repository's openapi.yaml.
// The staleness test imports `generateTypes` so the test and this script can never disagree on options.
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { generateRules } from './rules.mjs';

export const SPEC_URL = new URL('../../../openapi.yaml', import.meta.url);
export const OUTPUT_URL = new URL('../src/generated/openapi.ts', import.meta.url);
export const RULES_URL = new URL('../src/generated/rules.ts', import.meta.url);

/** @returns {Promise<string>} the enum values and string rules of the current openapi.yaml */
export const generateRuleSource = () => generateRules(SPEC_URL);

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
  await writeFile(RULES_URL, await generateRuleSource());
  console.log(`Wrote ${fileURLToPath(OUTPUT_URL)} and ${fileURLToPath(RULES_URL)}`);
}
