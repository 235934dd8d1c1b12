/** Validators of the sign-in, sign-up, password and phone-code forms (§5). */

import {
  limits,
  isBlank,
  checkEmailField,
  passwordMessages,
  checkPassword,
  type FormErrors,
  type EmailFieldMessages,
  type PasswordMessages,
} from './fields';

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
