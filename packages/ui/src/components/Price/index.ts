export { Price } from './Price';
export type { PriceProps } from './Price';
export { formatPrice, parseAmount, resolvePrice } from './formatPrice';
export type { PriceFormat, PriceInput, ResolvedPrice } from './formatPrice';
