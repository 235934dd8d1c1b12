/** §5 / §9 rules shared by the partner cards and the vendor and business-partner forms (no React here). */
import { enumValues, isEmail, stringRules } from '@wellness/api/rules';
import type { PartnerType } from '@wellness/api';

/** §3: 0 Product, 1 Service, 2 Both (openapi.yaml's PartnerType). */
export const partnerTypes = enumValues.PartnerType as readonly PartnerType[];

/** §9: partner names are cut at 30 characters plus ' ...'. */
const PARTNER_NAME_LIMIT = 30;
export function truncatePartnerName(name: string): string {
  const characters = Array.from(name);
  return characters.length > PARTNER_NAME_LIMIT
    ? `${characters.slice(0, PARTNER_NAME_LIMIT).join('')} ...`
    : name;
}

/** §5's messages (English: the spec's words where it gives them). */
export interface RegistrationMessages {
  required: string;
  emailInvalid: string;
  phoneDigits: string;
  phoneMin: string;
  phoneMax: string;
  zipNumber: string;
  linkInvalid: string;
  imageType: string;
}

export const defaultRegistrationMessages: RegistrationMessages = {
  required: 'This field is required',
  emailInvalid: 'You must enter a valid email',
  phoneDigits: 'Must be only digits',
  phoneMin: 'Must be more than 6 digits',
  phoneMax: 'Must be not more than 15 digits',
  zipNumber: 'Must be a number',
  linkInvalid: 'Please enter a valid URL, including scheme',
  imageType: 'Image type should be JPG, PNG or JPEG',
};

const LINK_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const { minLength: PHONE_MIN, maxLength: PHONE_MAX } = stringRules.FormPhone;

export const isBlank = (value: string | undefined) => (value ?? '').trim() === '';

export function checkEmail(value: string | undefined, messages: RegistrationMessages) {
  if (isBlank(value)) return messages.required;
  return isEmail((value ?? '').trim()) ? undefined : messages.emailInvalid;
}

/** §5: digits only, 6 to 15 of them. */
export function checkPhone(value: string | undefined, messages: RegistrationMessages) {
  const phone = (value ?? '').trim();
  if (!phone) return messages.required;
  if (!/^[0-9]+$/.test(phone)) return messages.phoneDigits;
  if (phone.length < PHONE_MIN) return messages.phoneMin;
  if (phone.length > PHONE_MAX) return messages.phoneMax;
  return undefined;
}

/** §5: a URL with its scheme; local hosts allowed (http://localhost:8080 is fine). */
export function checkLink(value: string | undefined, messages: RegistrationMessages) {
  if (isBlank(value)) return messages.required;
  return LINK_PATTERN.test((value ?? '').trim()) ? undefined : messages.linkInvalid;
}

export function checkZipNumber(value: string | undefined, messages: RegistrationMessages) {
  if (isBlank(value)) return messages.required;
  return /^[0-9]{1,12}$/.test((value ?? '').trim()) ? undefined : messages.zipNumber;
}

/** §5: the logo's name must be .jpg, .jpeg or .png (the picker's filter; the bytes are checked next). */
export const LOGO_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';
export const hasLogoName = (file: File) => /\.(jpe?g|png)$/i.test(file.name);

/**
 * The logo's first bytes are a JPEG or PNG signature: an HTML page renamed .png is refused before sending
 * (the server judges the bytes again).
 */
export async function isLogoImage(file: File): Promise<boolean> {
  if (!hasLogoName(file) || file.size === 0) return false;
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => head[i] === byte);
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  return png || jpeg;
}

/** Keeps only the fields with text, trimmed (§5: empty fields are dropped before sending). */
export function withoutEmpty<T extends Record<string, string | undefined>>(values: T): Partial<T> {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    const text = value?.trim();
    if (text) kept[key] = text;
  }
  return kept as Partial<T>;
}
