/**
 * Pure validators for the account forms (spec §5). Every message is an overridable default with the spec's
 * English word for word (odd spellings and trailing full stops included), so the app can pass translations.
 * Form-level functions return an errors object in the shape react-final-form expects (absent key = valid).
 */

export type FormErrors<T> = Partial<Record<keyof T, string>>;

/** §9: password minimum 8; zipCode minimum 4; city and state minimum 3; mobile 6 to 15 digits. */
export const limits = {
  passwordMin: 8,
  zipCodeMin: 4,
  cityStateMin: 3,
  mobileMin: 6,
  mobileMax: 15,
  phoneCodeLength: 4,
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DIGITS_PATTERN = /^\d+$/;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
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

function checkEmailField(value: string | undefined, messages: EmailFieldMessages): string | undefined {
  return checkEmail(value, { required: messages.emailRequired, invalid: messages.emailInvalid });
}

/** `message` for each of `fields` that is blank. */
function requireFields<T, K extends keyof T>(
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
  if (value.length < limits.passwordMin) return messages.minLength;
  if (!/[A-Z]/.test(value)) return messages.uppercase;
  if (!/[a-z]/.test(value)) return messages.lowercase;
  if (!/\d/.test(value)) return messages.number;
  if (!/[^A-Za-z0-9\s]/.test(value)) return messages.special;
  return undefined;
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

/* ---------------------------------------------------------------- login */

export interface LoginValues {
  email: string;
  password: string;
}

export interface LoginMessages extends PasswordMessages, EmailFieldMessages {}

export const loginMessages: LoginMessages = {
  ...passwordMessages,
  emailInvalid: 'You must enter a valid email',
  emailRequired: 'You must enter an email',
};

export function validateLogin(
  values: Partial<LoginValues>,
  messages: LoginMessages = loginMessages,
): FormErrors<LoginValues> {
  const errors: FormErrors<LoginValues> = {};
  const email = checkEmailField(values.email, messages);
  if (email) errors.email = email;
  const password = checkPassword(values.password, messages);
  if (password) errors.password = password;
  return errors;
}

/* -------------------------------------------------------------- sign-up */

export interface SignupValues {
  email: string;
  password: string;
  confirmPassword: string;
}

export interface SignupMessages extends LoginMessages {
  confirmRequired: string;
  confirmMismatch: string;
}

export const signupMessages: SignupMessages = {
  ...passwordMessages,
  emailInvalid: 'You must enter a valid email Id',
  emailRequired: 'You must enter an email',
  confirmRequired: 'Please enter your password.',
  confirmMismatch: 'Password and Confirm Password do not match',
};

export function validateSignup(
  values: Partial<SignupValues>,
  messages: SignupMessages = signupMessages,
): FormErrors<SignupValues> {
  const errors: FormErrors<SignupValues> = validateLogin(values, messages);
  if (isBlank(values.confirmPassword)) errors.confirmPassword = messages.confirmRequired;
  else if (values.confirmPassword !== values.password) errors.confirmPassword = messages.confirmMismatch;
  return errors;
}

/* ------------------------------------------------------- forgot password */

export interface ForgotPasswordValues {
  email: string;
}

export type ForgotPasswordMessages = EmailFieldMessages;

export const forgotPasswordMessages: ForgotPasswordMessages = {
  emailInvalid: 'You must enter a valid email id',
  emailRequired: 'You must enter an email id',
};

export function validateForgotPassword(
  values: Partial<ForgotPasswordValues>,
  messages: ForgotPasswordMessages = forgotPasswordMessages,
): FormErrors<ForgotPasswordValues> {
  const email = checkEmailField(values.email, messages);
  return email ? { email } : {};
}

/* -------------------------------------------------------- reset password */

export interface ResetPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

export interface ResetPasswordMessages extends PasswordMessages {
  confirmMismatch: string;
}

export const resetPasswordMessages: ResetPasswordMessages = {
  ...passwordMessages,
  confirmMismatch: 'Passwords must match',
};

function validateNewAndConfirm(
  values: Partial<ResetPasswordValues>,
  messages: ResetPasswordMessages,
): FormErrors<ResetPasswordValues> {
  const errors: FormErrors<ResetPasswordValues> = {};
  const newPassword = checkPassword(values.newPassword, messages);
  if (newPassword) errors.newPassword = newPassword;
  if ((values.confirmPassword ?? '') !== (values.newPassword ?? ''))
    errors.confirmPassword = messages.confirmMismatch;
  else if (isBlank(values.confirmPassword)) errors.confirmPassword = messages.required;
  return errors;
}

export function validateResetPassword(
  values: Partial<ResetPasswordValues>,
  messages: ResetPasswordMessages = resetPasswordMessages,
): FormErrors<ResetPasswordValues> {
  return validateNewAndConfirm(values, messages);
}

/* ------------------------------------------------------- change password */

export interface ChangePasswordValues extends ResetPasswordValues {
  oldPassword: string;
}

export interface ChangePasswordMessages extends ResetPasswordMessages {
  oldRequired: string;
}

export const changePasswordMessages: ChangePasswordMessages = {
  ...resetPasswordMessages,
  oldRequired: 'Please enter your password',
};

export function validateChangePassword(
  values: Partial<ChangePasswordValues>,
  messages: ChangePasswordMessages = changePasswordMessages,
): FormErrors<ChangePasswordValues> {
  const errors: FormErrors<ChangePasswordValues> = validateNewAndConfirm(values, messages);
  if (isBlank(values.oldPassword)) errors.oldPassword = messages.oldRequired;
  return errors;
}

/* ------------------------------------------------------------ phone code */

export interface PhoneCodeValues {
  code: string;
}

export interface PhoneCodeMessages {
  invalid: string;
}

export const phoneCodeMessages: PhoneCodeMessages = { invalid: 'Enter the 4-digit code' };

export function validatePhoneCode(
  values: Partial<PhoneCodeValues>,
  messages: PhoneCodeMessages = phoneCodeMessages,
): FormErrors<PhoneCodeValues> {
  const code = values.code ?? '';
  return new RegExp(`^\\d{${limits.phoneCodeLength}}$`).test(code) ? {} : { code: messages.invalid };
}

/* ---------------------------------------------------- profile completion */

export interface ProfileCompletionValues {
  name: string;
  country: string;
  state: string;
  city: string;
  zipCode: string;
  terms: boolean;
}

export interface ProfileCompletionMessages {
  required: string;
  zipCodeMin: string;
  cityStateMin: string;
  terms: string;
}

export const profileCompletionMessages: ProfileCompletionMessages = {
  required: 'This field is required',
  zipCodeMin: 'Minimum 4 characters',
  cityStateMin: 'Minimum 3 characters',
  terms: 'You must accept the pricing policy terms and conditions',
};

export function validateProfileCompletion(
  values: Partial<ProfileCompletionValues>,
  messages: ProfileCompletionMessages = profileCompletionMessages,
): FormErrors<ProfileCompletionValues> {
  const errors = requireFields(
    values,
    ['name', 'country', 'state', 'city', 'zipCode'] as const,
    messages.required,
  );
  const zip = errors.zipCode ?? checkMinLength(values.zipCode, limits.zipCodeMin, messages.zipCodeMin);
  if (zip) errors.zipCode = zip;
  for (const field of ['state', 'city'] as const) {
    const min = errors[field] ?? checkMinLength(values[field], limits.cityStateMin, messages.cityStateMin);
    if (min) errors[field] = min;
  }
  if (values.terms !== true) errors.terms = messages.terms;
  return errors;
}

/* --------------------------------------------------------------- profile */

export const ageGroups = ['20-30', '30-50', '50-100'] as const;
export type AgeGroup = (typeof ageGroups)[number];

export const genders = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof genders)[number];

export interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  mobile: string;
  /** One of `ageGroups` or ''; typed as string because stored profiles may hold older values. */
  ageGroup: string;
  gender: Gender | '';
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  image: File | null;
}

export interface ProfileMessages extends EmailFieldMessages {
  required: string;
  mobileDigits: string;
  mobileMin: string;
  mobileMax: string;
  imageType: string;
}

export const profileMessages: ProfileMessages = {
  required: 'This field is required',
  emailInvalid: 'You must enter a valid email',
  emailRequired: 'You must enter an email',
  mobileDigits: 'Must be only digits',
  mobileMin: 'Must be greater than 6 digits',
  mobileMax: 'Must be less than 15 digits',
  imageType: 'Image type should be JPG, PNG or JPEG',
};

export function validateProfile(
  values: Partial<ProfileValues>,
  messages: ProfileMessages = profileMessages,
): FormErrors<ProfileValues> {
  const errors = requireFields(
    values,
    ['firstName', 'countryCode', 'city', 'country'] as const,
    messages.required,
  );
  const email = checkEmailField(values.email, messages);
  if (email) errors.email = email;
  const mobile = checkMobile(values.mobile, {
    required: messages.required,
    digits: messages.mobileDigits,
    min: messages.mobileMin,
    max: messages.mobileMax,
  });
  if (mobile) errors.mobile = mobile;
  const image = checkImageType(values.image, messages.imageType);
  if (image) errors.image = image;
  return errors;
}

/* --------------------------------------------------------------- address */

export const addressCountries = ['Afghanistan', 'Brazil', 'Canada', 'China', 'Congo', 'India'] as const;

export interface AddressValues {
  addressLine1: string;
  addressLine2: string;
  zipCode: string;
  state: string;
  city: string;
  country: string;
}

export interface AddressMessages {
  required: string;
}

export const addressMessages: AddressMessages = { required: 'This field is required' };

export function validateAddress(
  values: Partial<AddressValues>,
  messages: AddressMessages = addressMessages,
): FormErrors<AddressValues> {
  return requireFields(
    values,
    ['addressLine1', 'addressLine2', 'zipCode', 'state', 'city', 'country'] as const,
    messages.required,
  );
}
