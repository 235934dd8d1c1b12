/** Validators of the profile, profile-completion and address forms (§5). */

import { enumValues } from '@wellness/api/rules';
import {
  limits,
  checkEmailField,
  requireFields,
  checkMinLength,
  checkMobile,
  checkImageType,
  type FormErrors,
  type EmailFieldMessages,
} from './fields';

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

/** openapi.yaml's AgeGroup and Gender, in the contract's order. */
export const ageGroups = enumValues.AgeGroup;
export type AgeGroup = (typeof ageGroups)[number];

export const genders = enumValues.Gender;
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
