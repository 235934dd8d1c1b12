/**
 * Pure validators for the account forms (spec §5). Every message is an overridable default with the spec's
 * English word for word (odd spellings and trailing full stops included), so the app can pass translations.
 * Form-level functions return an errors object in final-form's shape (absent key = valid).
 */

// Split along the forms' seams: shared field rules, credentials (sign-in, sign-up, passwords, phone code) and
// profile (profile, completion, address).

export {
  limits,
  isEmail,
  checkRequired,
  checkEmail,
  passwordMessages,
  checkPassword,
  checkMinLength,
  checkMobile,
  checkImageType,
  type FormErrors,
  type EmailMessages,
  type EmailFieldMessages,
  type PasswordMessages,
  type MobileMessages,
} from './fields';
export * from './credentials';
export * from './profile';
