/** Card numbers are 12 to 19 digits (the local gateway's rule, as the card networks'). */
export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** '4242424242424242' or '4242-4242 42…' → '4242 4242 4242 4242' (at most 19 digits). */
export function formatCardNumber(value: string): string {
  const digits = digitsOnly(value).slice(0, CARD_NUMBER_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1', '12', '123', '1230' → '1', '12', '12/3', '12/30': the slash comes when the year starts. */
export function formatExpiry(value: string): string {
  const digits = digitsOnly(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export interface Expiry {
  month: number;
  /** Four digits. */
  year: number;
}

/** 'MM/YY' → { month, year: 20YY }, or undefined when it is not a real month. */
export function parseExpiry(value: string): Expiry | undefined {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return undefined;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is good until the end of its expiry month. */
export function isExpired(expiry: Expiry, today: Expiry): boolean {
  return expiry.year < today.year || (expiry.year === today.year && expiry.month < today.month);
}

export interface CardFormValues {
  /** As typed (spaces allowed). */
  number: string;
  /** As typed, MM/YY. */
  expiry: string;
  cvc: string;
  name: string;
}

export type CardField = keyof CardFormValues;
export type CardFieldProblem = 'required' | 'invalid' | 'expired';
export type CardFormProblems = Partial<Record<CardField, CardFieldProblem>>;

/** What is wrong with each field, if anything; `today` is the current month. */
export function validateCard(values: CardFormValues, today: Expiry): CardFormProblems {
  const problems: CardFormProblems = {};
  const digits = digitsOnly(values.number);
  if (digits === '') problems.number = 'required';
  else if (
    digits.length < CARD_NUMBER_MIN_DIGITS ||
    digits.length > CARD_NUMBER_MAX_DIGITS ||
    !passesLuhn(digits)
  )
    problems.number = 'invalid';

  if (values.expiry.trim() === '') problems.expiry = 'required';
  else {
    const expiry = parseExpiry(values.expiry);
    if (!expiry) problems.expiry = 'invalid';
    else if (isExpired(expiry, today)) problems.expiry = 'expired';
  }

  const cvc = values.cvc.trim();
  if (cvc === '') problems.cvc = 'required';
  else if (!/^\d{3,4}$/.test(cvc)) problems.cvc = 'invalid';

  if (values.name.trim() === '') problems.name = 'required';
  return problems;
}

/** The card as the local gateway takes it (`LocalPaymentMethodRequest.card`), plus the holder's name. */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

/** Valid values → the gateway's shape; undefined while anything is wrong. */
export function toCardDetails(values: CardFormValues, today: Expiry): CardDetails | undefined {
  if (Object.keys(validateCard(values, today)).length > 0) return undefined;
  const expiry = parseExpiry(values.expiry);
  if (!expiry) return undefined;
  return {
    number: digitsOnly(values.number),
    expMonth: expiry.month,
    expYear: expiry.year,
    cvc: values.cvc.trim(),
    name: values.name.trim(),
  };
}
