import { enumValues, staffOperationRoles, stringRules } from './generated/rules';

export { enumValues, staffOperationRoles, stringRules };

/**
 * The contract's string formats that a form checks too, as the server's validator checks them (it registers these
 * with ajv): one rule for `format: email` (ajv-formats' own 'fast' e-mail expression).
 */
export const formatPatterns = {
  email:
    /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i,
} as const;

/** openapi.yaml's `Email` (format email, at most its maxLength): what the server accepts, the forms accept. */
export function isEmail(value: string): boolean {
  const { format, maxLength } = stringRules.Email;
  return value.length <= maxLength && formatPatterns[format].test(value);
}

/** The password checks the forms and the server report, one at a time, in the spec's (§5) order. */
export type PasswordFailure = 'minLength' | 'uppercase' | 'lowercase' | 'number' | 'special';

/** The Password pattern of openapi.yaml whose description names `word`, compiled as JSON Schema does (`u`). */
function passwordPattern(word: string): RegExp {
  const found = stringRules.Password.patterns.find((rule) => rule.description.includes(word));
  if (!found) throw new Error(`openapi.yaml's Password schema has no pattern described '… ${word} …'`);
  return new RegExp(found.pattern, 'u');
}

const passwordChecks: readonly [PasswordFailure, RegExp][] = [
  ['uppercase', passwordPattern('uppercase')],
  ['lowercase', passwordPattern('lowercase')],
  ['number', passwordPattern('number')],
  ['special', passwordPattern('special')],
];

/**
 * The first rule of openapi.yaml's Password that `password` breaks (its length counted in code points, as
 * JSON Schema counts it), or undefined. The ui forms and the server both answer with it. The 128-character
 * maximum is left to the contract's validation (no form message exists for it).
 */
export function passwordFailure(password: string): PasswordFailure | undefined {
  if ([...password].length < stringRules.Password.minLength) return 'minLength';
  return passwordChecks.find(([, pattern]) => !pattern.test(password))?.[0];
}

/** A staff member's role (openapi.yaml StaffRole). */
export type StaffRole = (typeof enumValues.StaffRole)[number];
/** A staff call ("METHOD /path") that lists its roles in the contract's `x-staff-roles`. */
export type StaffOperation = keyof typeof staffOperationRoles;

/** Whether a staff member with `role` may use the staff call (false for anyone without a staff role). */
export function staffRoleMayUse(operation: StaffOperation, role: StaffRole | null | undefined): boolean {
  return role != null && (staffOperationRoles[operation] as readonly StaffRole[]).includes(role);
}
