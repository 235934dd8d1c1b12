// @ts-check
// Generates src/generated/rules.ts: the values of every named enum schema and the length and pattern rules
// of every named string schema of openapi.yaml, so ui, app and server import one copy instead of their own.
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';

const HEADER = `/**
 * Generated from openapi.yaml by \`pnpm --filter @wellness/api generate\`. Do not edit by hand; change the
 * contract and regenerate. Import it as \`@wellness/api/rules\`.
 */
`;

/**
 * A schema's own pattern (with its description when the schema is only that pattern) and those of its allOf.
 * @param {any} schema
 * @returns {{ pattern: string; description?: string }[]}
 */
function patternsOf(schema) {
  const parts = Array.isArray(schema.allOf) ? schema.allOf.flatMap(patternsOf) : [];
  if (typeof schema.pattern !== 'string') return parts;
  const described = typeof schema.description === 'string' && parts.length === 0;
  return [
    { pattern: schema.pattern, ...(described ? { description: schema.description.trim() } : {}) },
    ...parts,
  ];
}

/** @param {URL} specUrl @returns {Promise<string>} */
export async function generateRules(specUrl) {
  const doc = parse(await readFile(specUrl, 'utf8'));
  /** @type {Record<string, any>} */
  const schemas = doc.components?.schemas ?? {};
  const enums = [];
  const rules = [];
  for (const [name, schema] of Object.entries(schemas)) {
    if (Array.isArray(schema.enum)) enums.push(`  ${name}: ${JSON.stringify(schema.enum)},`);
    if (schema.type !== 'string') continue;
    const patterns = patternsOf(schema);
    const format = typeof schema.format === 'string' ? schema.format : undefined;
    if (
      patterns.length === 0 &&
      schema.minLength === undefined &&
      schema.maxLength === undefined &&
      !format
    ) {
      continue;
    }
    const fields = [];
    if (format) fields.push(`format: ${JSON.stringify(format)}`);
    if (schema.minLength !== undefined) fields.push(`minLength: ${schema.minLength}`);
    if (schema.maxLength !== undefined) fields.push(`maxLength: ${schema.maxLength}`);
    fields.push(`patterns: [${patterns.map((p) => JSON.stringify(p)).join(', ')}]`);
    rules.push(`  ${name}: { ${fields.join(', ')} },`);
  }
  // Which staff roles may use each staff call (`x-staff-roles`): the server enforces it, the console hides the rest.
  const staffRoles = [];
  for (const [route, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(/** @type {Record<string, any>} */ (item))) {
      const roles = operation?.['x-staff-roles'];
      if (Array.isArray(roles))
        staffRoles.push(`  '${method.toUpperCase()} ${route}': ${JSON.stringify(roles)},`);
    }
  }
  return `${HEADER}
/** The staff roles that may use each staff call ("METHOD /path", as written in the contract). */
export const staffOperationRoles = {
${staffRoles.join('\n')}
} as const;

/** The values of each named enum schema, in the contract's order. */
export const enumValues = {
${enums.join('\n')}
} as const;

/**
 * Format, length and pattern rules of each named string schema (every pattern must match: they are an allOf; a
 * format is checked by formatPatterns of rules.ts).
 */
export const stringRules = {
${rules.join('\n')}
} as const;
`;
}
