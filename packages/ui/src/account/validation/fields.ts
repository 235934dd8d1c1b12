/**
 * The field rules the account forms share (e-mail, password, mobile, image, required and minimum length). The
 * password rule is openapi.yaml's, through @wellness/api/rules, as the server checks it.
 */

import { isEmail as isContractEmail, passwordFailure, stringRules } from '@wellness/api/rules';

export type FormErrors<T> = Partial<Record<keyof T, string>>;

/**
 * §9: password minimum 8; zipCode minimum 4; city and state minimum 3 (these three from openapi.yaml); mobile 6 to
 * 15 digits (openapi.yaml's Mobile pattern).
 */
export const limits = {
  passwordMin: stringRules.Password.minLength,
  zipCodeMin: stringRules.ZipCode.minLength,
  cityStateMin: stringRules.PlaceName.minLength,
  mobileMin: 6,
  mobileMax: 15,
  phoneCodeLength: 4,
} as const;

export const DIGITS_PATTERN = /^\d+$/;

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The contract's e-mail rule (`@wellness/api/rules`), on the trimmed value. */
export function isEmail(value: string): boolean {
  return isContractEmail(value.trim());
}

export function checkRequired(value: unknown, message: string): string | undefined {
  return isBlank(value) ? message : undefined;
}

export interface EmailMessages {
  required: string;
  invalid: string;
}

export function checkEmail(value: string | undefined, messages: EmailMessages): string | undefined {
  if (isBlank(value)) return messages.required;
  return isEmail(value ?? '') ? undefined : messages.invalid;
}

/** The e-mail messages of a form (each form has its own wording, §5). */
export interface EmailFieldMessages {
  emailInvalid: string;
  emailRequired: string;
}

export function checkEmailField(value: string | undefined, messages: EmailFieldMessages): string | undefined {
  return checkEmail(value, { required: messages.emailRequired, invalid: messages.emailInvalid });
}

/** `message` for each of `fields` that is blank. */
export function requireFields<T, K extends keyof T>(
  values: Partial<T>,
  fields: readonly K[],
  message: string,
): FormErrors<T> {
  const errors: FormErrors<T> = {};
  for (const field of fields) {
    if (isBlank(values[field])) errors[field] = message;
  }
  return errors;
}

export interface PasswordMessages {
  required: string;
  minLength: string;
  uppercase: string;
  lowercase: string;
  number: string;
  special: string;
}

export const passwordMessages: PasswordMessages = {
  required: 'Please enter your password',
  minLength: 'Password must be at least 8 characters long',
  uppercase: 'Password must contain at least one uppercase letter',
  lowercase: 'Password must contain at least one lowercase letter',
  number: 'Password must contain at least one number',
  special: 'Password must contain at least one special character',
};

/** The password rules of §5, reported one at a time in the spec's order. */
export function checkPassword(value: string | undefined, messages: PasswordMessages): string | undefined {
  if (isBlank(value) || value === undefined) return messages.required;
  // The rule itself is openapi.yaml's Password, as the server checks it (whitespace is not a special character).
  const failure = passwordFailure(value);
  return failure && messages[failure];
}

export function checkMinLength(value: string | undefined, min: number, message: string): string | undefined {
  return value !== undefined && value.trim().length < min ? message : undefined;
}

export interface MobileMessages {
  required: string;
  digits: string;
  min: string;
  max: string;
}

export function checkMobile(value: string | undefined, messages: MobileMessages): string | undefined {
  if (isBlank(value) || value === undefined) return messages.required;
  const trimmed = value.trim();
  if (!DIGITS_PATTERN.test(trimmed)) return messages.digits;
  if (trimmed.length < limits.mobileMin) return messages.min;
  if (trimmed.length > limits.mobileMax) return messages.max;
  return undefined;
}

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'];

/** A chosen profile image must be JPG, JPEG or PNG; no image (or an already stored URL) is fine. */
export function checkImageType(file: File | null | undefined, message: string): string | undefined {
  if (!file) return undefined;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = file.type === '' || ['image/jpeg', 'image/png', 'image/jpg'].includes(file.type);
  return IMAGE_EXTENSIONS.includes(extension) && typeOk ? undefined : message;
}
