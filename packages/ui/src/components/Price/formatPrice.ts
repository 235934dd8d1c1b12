import { numberFormat } from '../intlFormats';

/** Prices arrive as numbers or as strings from the shop ('' when there is no sale). */
export type PriceInput = number | string | null | undefined;

export interface PriceFormat {
  /** ISO 4217 code; the spec's currency is dollars. */
  currency?: string;
  locale?: string;
  /** Digits after the decimal point; the currency's own (2 for USD) when absent. */
  fractionDigits?: number;
}

/** A finite amount, or undefined for null, undefined, '' and anything not a number. */
export function parseAmount(value: PriceInput): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? amount : undefined;
}

export interface ResolvedPrice {
  /** What the member pays. */
  amount: number;
  /** The regular price, struck through, when a different sale price applies. */
  original?: number;
}

/**
 * The marketplace rule: the sale price with the regular price struck through, or the regular
 * price, or 0 if both are empty.
 */
export function resolvePrice(regular: PriceInput, sale?: PriceInput): ResolvedPrice {
  const regularAmount = parseAmount(regular);
  const saleAmount = parseAmount(sale);
  if (saleAmount !== undefined) {
    return regularAmount !== undefined && regularAmount !== saleAmount
      ? { amount: saleAmount, original: regularAmount }
      : { amount: saleAmount };
  }
  return { amount: regularAmount ?? 0 };
}

/** '$99.00' by default; other currencies and locales through `format`. */
export function formatPrice(
  amount: number,
  { currency = 'USD', locale = 'en-US', fractionDigits }: PriceFormat = {},
) {
  return numberFormat(locale, {
    style: 'currency',
    currency,
    ...(fractionDigits === undefined
      ? {}
      : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }),
  }).format(amount);
}
